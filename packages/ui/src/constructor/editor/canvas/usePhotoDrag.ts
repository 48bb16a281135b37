import type Konva from 'konva';
import {
  clampTransform,
  type DesignPage,
  type PhotoSlot,
  type PlacedPhoto,
  type Selection,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import type { CropSession } from './useCropGesture.ts';
import type { FacingSlot, SwapTargets } from './useSwapTargets.ts';

/**
 * Dragging a photo in its slot: it moves within the slot's slack, and dropped on another slot of
 * the page (or of the facing page) it swaps with that slot's photo.
 */
export function usePhotoDrag({
  page,
  scale,
  selection,
  dispatch,
  crop,
  swap,
}: {
  page: DesignPage;
  scale: number;
  selection: Selection;
  dispatch: EditorDispatch;
  crop: CropSession;
  swap: SwapTargets;
}) {
  const start = (slot: PhotoSlot, placed: PlacedPhoto) => {
    crop.start({
      kind: 'drag',
      slotId: slot.id,
      url: placed.photo.url,
      pageId: page.id,
      pageIndex: page.index,
      transform: crop.shownTransform(slot.id, placed),
    });
    // A touch drag selects the photo it moves (a mouse press has selected it already).
    if (selection?.kind !== 'photo' || selection.id !== slot.id)
      dispatch({ type: 'select', selection: { kind: 'photo', id: slot.id } });
  };

  const move = (slot: PhotoSlot, placed: PlacedPhoto, node: Konva.Image) => {
    const drag = crop.gesture.current;
    if (drag?.kind !== 'drag' || drag.slotId !== slot.id) return;
    // Within the slack the photo has around its slot: it never leaves a gap.
    const clamped = clampTransform(
      slot,
      placed.photo,
      { ...drag.transform, offsetX: node.x() / scale, offsetY: node.y() / scale },
      placed.fit,
    );
    node.position({ x: clamped.offsetX * scale, y: clamped.offsetY * scale });
    drag.transform = clamped;
    const over = swap.slotUnderPointer();
    swap.showSwapTarget(over && over.id !== slot.id ? over : undefined);
    swap.showFacingTarget(over ? undefined : swap.facingSlotUnderPointer());
  };

  const end = (slot: PhotoSlot) => {
    swap.showSwapTarget(undefined);
    swap.showFacingTarget(undefined);
    const drag = crop.gesture.current;
    if (drag?.kind !== 'drag' || drag.slotId !== slot.id) return;
    const target = swap.slotUnderPointer();
    const facing = target ? undefined : swap.facingSlotUnderPointer();
    // Dropped on the facing page's slot: the photos change pages, and the editor follows the photo.
    if (facing) {
      crop.drop();
      swapWithFacingPage(dispatch, page, slot, facing);
      return;
    }
    // Dropped on another slot: the photos change places (each starts its crop afresh), one undo step.
    if (target && target.id !== slot.id) {
      crop.drop();
      swapOnPage(dispatch, page, slot, target);
      return;
    }
    crop.commit();
  };

  return { start, move, end };
}

/** A photo dropped on a slot of the facing page: both photos change pages, one undo step. */
function swapWithFacingPage(
  dispatch: EditorDispatch,
  page: DesignPage,
  slot: PhotoSlot,
  facing: FacingSlot,
) {
  dispatch({
    type: 'command',
    command: {
      type: 'swapPhotos',
      pageIndex: page.index,
      fromSlotId: slot.id,
      toPageIndex: facing.facing.pageIndex,
      toSlotId: facing.slot.id,
    },
  });
  dispatch({ type: 'goToPage', pageIndex: facing.facing.pageIndex });
  dispatch({ type: 'select', selection: { kind: 'photo', id: facing.slot.id } });
}

/** A photo dropped on another slot of its page: the two photos change places. */
function swapOnPage(
  dispatch: EditorDispatch,
  page: DesignPage,
  slot: PhotoSlot,
  target: PhotoSlot,
) {
  dispatch({
    type: 'command',
    command: {
      type: 'swapPhotos',
      pageIndex: page.index,
      fromSlotId: slot.id,
      toSlotId: target.id,
    },
  });
  dispatch({ type: 'select', selection: { kind: 'photo', id: target.id } });
}

export type PhotoDrag = ReturnType<typeof usePhotoDrag>;
