import type Konva from 'konva';
import type { RefObject } from 'react';
import { zoomAboutCentre, type DesignPage, type PhotoSlot } from '../../model/index.ts';
import type { CropGesture, CropSession } from './useCropGesture.ts';
import type { SwapTargets } from './useSwapTargets.ts';

/** How long the wheel rests before its zoom is committed (one undo step per run of steps). */
const wheelRestMs = 400;

/** The pixels one notch of a mouse wheel scrolls (a line counts as a sixth of a notch). */
const notchPixels = 100;
const linePixels = notchPixels / 6;

/** A wheel's turn as a zoom factor: 10 % per notch, towards the customer zooms in. */
function wheelZoomFactor({ deltaY, deltaMode }: Pick<WheelEvent, 'deltaY' | 'deltaMode'>) {
  const pixels = deltaMode === WheelEvent.DOM_DELTA_LINE ? deltaY * linePixels : deltaY;
  return 1.1 ** (-pixels / notchPixels);
}

/** Zooming a photo in its slot with the wheel or a two-finger pinch, about the slot's centre. */
export function usePhotoZoom({ stage, page, photoSlots, crop, swap }: ZoomParts) {
  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    const pointer = stage.current?.getPointerPosition();
    const slot = pointer ? swap.slotAt(pointer.x, pointer.y) : undefined;
    const placed = slot ? page.photos[slot.id] : undefined;
    if (!slot || !placed) return;
    event.evt.preventDefault();
    const current = crop.gesture.current;
    // The wheel while dragging or pinching changes nothing.
    if (current && current.kind !== 'wheel') return;
    const from = crop.shownTransform(slot.id, placed);
    const transform = zoomAboutCentre(
      slot,
      placed.photo,
      from,
      from.zoom * wheelZoomFactor(event.evt),
      placed.fit,
    );
    // Each step restarts the rest; a run of steps on another photo is committed first.
    const timer = window.setTimeout(crop.commit, wheelRestMs);
    if (current?.slotId === slot.id) {
      window.clearTimeout(current.timer);
      crop.gesture.current = { ...current, transform, timer };
    } else {
      crop.start({
        kind: 'wheel',
        slotId: slot.id,
        url: placed.photo.url,
        pageId: page.id,
        pageIndex: page.index,
        transform,
        timer,
      });
    }
    crop.show(slot, placed, transform);
  };

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const [first, second] = Array.from(event.evt.touches);
    if (!first || !second) return;
    const distance = Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
    const ongoing = crop.gesture.current?.kind === 'pinch' ? crop.gesture.current : null;
    const pinch = ongoing ?? startPinch({ stage, page, crop, swap }, first, second, distance);
    if (!pinch) return;
    event.evt.preventDefault();
    const slot = photoSlots.find((candidate) => candidate.id === pinch.slotId);
    const placed = page.photos[pinch.slotId];
    if (!slot || !placed) return;
    pinch.transform = zoomAboutCentre(
      slot,
      placed.photo,
      pinch.start,
      (pinch.start.zoom * distance) / pinch.distance,
      placed.fit,
    );
    crop.show(slot, placed, pinch.transform);
  };

  const onTouchEnd = () => {
    if (crop.gesture.current?.kind === 'pinch') crop.commit();
  };

  return { onWheel, onTouchMove, onTouchEnd };
}

/**
 * Two fingers down on a photo: the pinch starts from the photo's crop as shown; null when the
 * fingers are not over a photo.
 */
function startPinch(
  { stage, page, crop, swap }: Pick<ZoomParts, 'stage' | 'page' | 'crop' | 'swap'>,
  first: Touch,
  second: Touch,
  distance: number,
) {
  const box = stage.current?.container().getBoundingClientRect();
  const slot = box
    ? swap.slotAt(
        (first.clientX + second.clientX) / 2 - box.left,
        (first.clientY + second.clientY) / 2 - box.top,
      )
    : undefined;
  const placed = slot ? page.photos[slot.id] : undefined;
  if (!slot || !placed) return null;
  const start = crop.shownTransform(slot.id, placed);
  // Two fingers zoom: the photo's one-finger drag ends here (and commits where it got to).
  stage.current?.find('Image').forEach((node) => node.stopDrag());
  const pinch: PinchGesture = {
    kind: 'pinch',
    slotId: slot.id,
    url: placed.photo.url,
    pageId: page.id,
    pageIndex: page.index,
    transform: start,
    start,
    distance,
  };
  crop.start(pinch);
  return pinch;
}

interface ZoomParts {
  stage: RefObject<Konva.Stage | null>;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  crop: CropSession;
  swap: SwapTargets;
}

type PinchGesture = Extract<CropGesture, { kind: 'pinch' }>;
