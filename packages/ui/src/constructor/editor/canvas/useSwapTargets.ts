import type Konva from 'konva';
import { useEffect, useRef, type RefObject } from 'react';
import type { DesignPage, PhotoSlot } from '../../model/index.ts';
import { photoSlotAt } from '../canvasGeometry.ts';

/** A page of the spread on show, as a drop target for a photo dragged from the facing page. */
export interface SpreadPage {
  pageIndex: number;
  /** The photo slot under a point of the window, if the point is on this page. */
  slotAt: (clientX: number, clientY: number) => PhotoSlot | undefined;
  /** Draws (or, without a slot, hides) the frame of the slot a dragged photo would swap with. */
  showSwapTarget: (slot: PhotoSlot | undefined) => void;
}

/** A slot of the facing page a dragged photo is over. */
export interface FacingSlot {
  facing: SpreadPage;
  slot: PhotoSlot;
}

/** The swap frame over a slot, turned about the slot's centre as the slot is. */
function swapFrameAttrs(target: PhotoSlot, scale: number) {
  return {
    x: (target.x + target.width / 2) * scale,
    y: (target.y + target.height / 2) * scale,
    width: target.width * scale,
    height: target.height * scale,
    offsetX: (target.width * scale) / 2,
    offsetY: (target.height * scale) / 2,
    rotation: target.rotation,
  };
}

/**
 * Where a dragged photo would land: the slot under the pointer on this page or on the facing one
 * of the spread, and the frame drawn over it. On a spread, this page also offers itself to the
 * facing page's drags (each render: fresh slots).
 */
export function useSwapTargets({
  stage,
  page,
  photoSlots,
  scale,
  bleed,
  spreadPages,
}: {
  stage: RefObject<Konva.Stage | null>;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  scale: number;
  bleed: number;
  spreadPages: Map<string, SpreadPage> | undefined;
}) {
  /** The frame drawn over the slot a dragged photo would swap with. */
  const frame = useRef<Konva.Rect>(null);
  const shown = useRef<string | null>(null);
  const facingShown = useRef<SpreadPage | null>(null);
  const slotAt = (x: number, y: number) => photoSlotAt(photoSlots, { scale, bleed }, x, y);

  const slotUnderPointer = () => {
    const pointer = stage.current?.getPointerPosition();
    return pointer ? slotAt(pointer.x, pointer.y) : undefined;
  };

  /** The facing page's slot under the pointer of a drag that left this page. */
  const facingSlotUnderPointer = (): FacingSlot | undefined => {
    const pointer = stage.current?.getPointerPosition();
    const box = stage.current?.container().getBoundingClientRect();
    if (!pointer || !box || !spreadPages) return undefined;
    for (const [pageId, facing] of spreadPages) {
      if (pageId === page.id) continue;
      const slot = facing.slotAt(box.left + pointer.x, box.top + pointer.y);
      if (slot) return { facing, slot };
    }
    return undefined;
  };

  const showFacingTarget = (target: FacingSlot | undefined) => {
    if (facingShown.current && facingShown.current !== target?.facing)
      facingShown.current.showSwapTarget(undefined);
    facingShown.current = target?.facing ?? null;
    target?.facing.showSwapTarget(target.slot);
  };

  const showSwapTarget = (target: PhotoSlot | undefined) => {
    const rect = frame.current;
    if (!rect || shown.current === (target?.id ?? null)) return;
    shown.current = target?.id ?? null;
    if (target) rect.setAttrs({ ...swapFrameAttrs(target, scale), visible: true });
    else rect.visible(false);
    rect.getLayer()?.batchDraw();
  };

  useEffect(() => {
    if (!spreadPages) return;
    const self: SpreadPage = {
      pageIndex: page.index,
      slotAt: (clientX, clientY) => {
        const box = stage.current?.container().getBoundingClientRect();
        if (!box || clientX < box.left || clientX > box.right) return undefined;
        if (clientY < box.top || clientY > box.bottom) return undefined;
        return slotAt(clientX - box.left, clientY - box.top);
      },
      showSwapTarget,
    };
    spreadPages.set(page.id, self);
    return () => {
      if (spreadPages.get(page.id) === self) spreadPages.delete(page.id);
    };
  });

  return {
    frame,
    slotAt,
    slotUnderPointer,
    facingSlotUnderPointer,
    showSwapTarget,
    showFacingTarget,
  };
}

export type SwapTargets = ReturnType<typeof useSwapTargets>;
