import type Konva from 'konva';
import { useRef, type RefObject } from 'react';
import type { DesignPage, PhotoSlot, Selection } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { useCropGesture } from './useCropGesture.ts';
import { useFrozenPage } from './useFrozenPage.ts';
import { usePhotoDrag } from './usePhotoDrag.ts';
import { usePhotoZoom } from './usePhotoZoom.ts';
import { useSwapTargets, type SpreadPage } from './useSwapTargets.ts';

/**
 * The page's photo gestures: drag a photo to move it in its slot (or onto another slot to swap),
 * the wheel or a pinch to zoom it. They move the photo's Konva node alone while they last.
 */
export function usePhotoGestures({
  stage,
  page,
  photoSlots,
  scale,
  bleed,
  selection,
  dispatch,
  spreadPages,
}: {
  stage: RefObject<Konva.Stage | null>;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  scale: number;
  bleed: number;
  selection: Selection;
  dispatch: EditorDispatch;
  spreadPages: Map<string, SpreadPage> | undefined;
}) {
  /** The photos' Konva nodes by slot, which gestures move without rendering. */
  const photoNodes = useRef(new Map<string, Konva.Image>());
  const swap = useSwapTargets({ stage, page, photoSlots, scale, bleed, spreadPages });
  const frozen = useFrozenPage(photoNodes, swap.frame);
  const crop = useCropGesture({ page, photoSlots, scale, dispatch, photoNodes, frozen });
  const drag = usePhotoDrag({ page, scale, selection, dispatch, crop, swap });
  const zoom = usePhotoZoom({ stage, page, photoSlots, crop, swap });

  /** Keeps a slot's photo node where the gestures find it. */
  const photoNodeRef = (slotId: string) => (node: Konva.Image | null) => {
    if (node) photoNodes.current.set(slotId, node);
    else photoNodes.current.delete(slotId);
  };

  return {
    pageContent: frozen.pageContent,
    swapFrame: swap.frame,
    slotAt: swap.slotAt,
    photoNodeRef,
    drag,
    zoom,
  };
}
