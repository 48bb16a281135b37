import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { DesignPage, PhotoSlot, PhotoTransform, PlacedPhoto } from '../../model/index.ts';
import { photoAttrs } from '../canvasGeometry.ts';
import type { EditorDispatch } from '../editorContext.ts';
import type { FrozenPage } from './useFrozenPage.ts';

/**
 * A crop being changed on the canvas (a drag, a pinch or a run of wheel steps): shown on the
 * photo's Konva node only, and committed to the design as one command when the gesture ends. The
 * editor's React tree does not render while it lasts.
 */
export type CropGesture = {
  slotId: string;
  /** The photo being changed, and where: the commit is dropped if another photo took its place. */
  url: string;
  pageId: string;
  pageIndex: number;
  transform: PhotoTransform;
} & (
  | { kind: 'drag' }
  | { kind: 'wheel'; timer: number }
  | { kind: 'pinch'; start: PhotoTransform; distance: number }
);

/** Moves and sizes a photo's node to attributes from `photoAttrs`, outside React. */
function setPhotoAttrs(node: Konva.Image, attrs: ReturnType<typeof photoAttrs>) {
  node.position({ x: attrs.x, y: attrs.y });
  node.size({ width: attrs.width, height: attrs.height });
  node.offset({ x: attrs.offsetX, y: attrs.offsetY });
  node.rotation(attrs.rotation);
}

/**
 * The crop gesture in progress on a page: started by a drag, the wheel or a pinch, shown on the
 * photo's node alone, and committed as one command (one undo step) when it ends.
 */
export function useCropGesture({
  page,
  photoSlots,
  scale,
  dispatch,
  photoNodes,
  frozen: { thaw, freezeAllBut },
}: {
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  scale: number;
  dispatch: EditorDispatch;
  /** The photos' Konva nodes by slot, which gestures move without rendering. */
  photoNodes: RefObject<Map<string, Konva.Image>>;
  frozen: FrozenPage;
}) {
  const gesture = useRef<CropGesture | null>(null);
  // What the last render drew, for a commit that comes after it (the wheel's rest).
  const latest = useRef({ page, dispatch });

  /** Ends the gesture in progress: its crop becomes one command (one undo step). */
  const commit = useCallback(() => {
    const done = gesture.current;
    if (!done) return;
    gesture.current = null;
    thaw();
    if (done.kind === 'wheel') window.clearTimeout(done.timer);
    const { page: shown, dispatch: send } = latest.current;
    // Another photo in the slot by now (an undo during the wheel's rest): the crop was the old one's.
    if (shown.id === done.pageId && shown.photos[done.slotId]?.photo.url !== done.url) return;
    send({
      type: 'command',
      command: {
        type: 'setPhotoTransform',
        pageIndex: done.pageIndex,
        slotId: done.slotId,
        transform: done.transform,
      },
    });
  }, [thaw]);

  /** Ends a gesture without a crop to commit (its drop did something else). */
  const drop = () => {
    gesture.current = null;
    thaw();
  };

  const start = (next: CropGesture) => {
    if (gesture.current) commit();
    gesture.current = next;
    freezeAllBut(next.slotId);
  };

  /** The crop a photo shows now: the gesture's while one is changing it, else the design's. */
  const shownTransform = (slotId: string, placed: PlacedPhoto) => {
    const current = gesture.current;
    return current?.slotId === slotId && current.url === placed.photo.url
      ? current.transform
      : placed.transform;
  };

  /** Shows a crop on the photo's node and nothing else: Konva redraws the layer in the next frame. */
  const show = (slot: PhotoSlot, placed: PlacedPhoto, transform: PhotoTransform) => {
    const node = photoNodes.current.get(slot.id);
    if (!node) return;
    setPhotoAttrs(node, photoAttrs(slot, placed, transform, scale));
    node.getLayer()?.batchDraw();
  };

  // After every render: the nodes show the design, except the one a gesture is moving (React only
  // sets the props that changed, and a gesture may have moved a node the design did not).
  useLayoutEffect(() => {
    latest.current = { page, dispatch };
    const moving = gesture.current;
    if (moving && moving.pageId !== page.id) commit();
    // A render during a gesture (the selection, a save's status) may have changed what is frozen.
    else if (moving) freezeAllBut(moving.slotId);
    let changed: Konva.Layer | null = null;
    for (const slot of photoSlots) {
      const node = photoNodes.current.get(slot.id);
      const placed = page.photos[slot.id];
      if (!node || !placed || gesture.current?.slotId === slot.id) continue;
      const attrs = photoAttrs(slot, placed, placed.transform, scale);
      if (Object.entries(attrs).some(([key, value]) => node.getAttr(key) !== value)) {
        setPhotoAttrs(node, attrs);
        changed = node.getLayer();
      }
    }
    changed?.batchDraw();
  });
  // A wheel zoom still resting when the page goes away is kept.
  useEffect(() => commit, [commit]);

  return { gesture, commit, drop, start, shownTransform, show };
}

export type CropSession = ReturnType<typeof useCropGesture>;
