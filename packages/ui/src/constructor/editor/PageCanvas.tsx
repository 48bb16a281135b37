import type Konva from 'konva';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type DragEvent as ReactDragEvent,
} from 'react';
import {
  Group,
  Image as KonvaImage,
  Layer,
  Rect,
  Stage,
  Text as KonvaText,
  Transformer,
} from 'react-konva';
import {
  clampTransform,
  textOfSlot,
  minFreePhotoMm,
  textOverflows,
  type DesignIssue,
  type DesignPage,
  type FreePhoto,
  type FreeText,
  type PhotoSlot,
  type PhotoTransform,
  type PlacedPhoto,
  type PlacedText,
  type Selection,
  type Template,
  type TextSlot,
  zoomAboutCentre,
} from '../model/index.ts';
import {
  flipAttrs,
  freePhotoFrame,
  freePhotoImage,
  photoAttrs,
  slotArea,
  slotClip,
  slotFrame,
  textAttrs,
} from './canvasGeometry.ts';
import type { EditorDispatch } from './editorContext.ts';
import { useFontFace } from './fonts.ts';
import type { CanvasColors } from './themeColors.ts';
import { useImagesReady, useLoadedImage } from './useLoadedImage.ts';

export const photoDragType = 'application/x-shop-photo';

interface PageCanvasProps {
  template: Template;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  textSlots: readonly TextSlot[];
  selection: Selection;
  issues: readonly DesignIssue[];
  width: number;
  colors: CanvasColors;
  dispatch: EditorDispatch;
  onDropPhoto: (slotId: string, photoJson: string) => void;
  onDropFiles: (files: FileList) => void;
  /**
   * Where the template page allows free photos: a tray photo dropped outside the slots goes on
   * the page there (millimetres on the trimmed page).
   */
  onDropFreePhoto?: (photoJson: string, at: { x: number; y: number }) => void;
  label: string;
  /**
   * The canvases of the spread on show, by page id: a photo dragged off its page onto a slot of
   * the facing page swaps with it. Each canvas adds itself while it is drawn.
   */
  spreadPages?: Map<string, SpreadPage>;
}

/** A page of the spread on show, as a drop target for a photo dragged from the facing page. */
export interface SpreadPage {
  pageIndex: number;
  /** The photo slot under a point of the window, if the point is on this page. */
  slotAt: (clientX: number, clientY: number) => PhotoSlot | undefined;
  /** Draws (or, without a slot, hides) the frame of the slot a dragged photo would swap with. */
  showSwapTarget: (slot: PhotoSlot | undefined) => void;
}

/**
 * A crop being changed on the canvas (a drag, a pinch or a run of wheel steps): shown on the
 * photo's Konva node only, and committed to the design as one command when the gesture ends. The
 * editor's React tree does not render while it lasts.
 */
type Gesture = {
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

/** How long the wheel rests before its zoom is committed (one undo step per run of steps). */
const wheelRestMs = 400;

/** Moves and sizes a photo's node to attributes from `photoAttrs`, outside React. */
function setPhotoAttrs(node: Konva.Image, attrs: ReturnType<typeof photoAttrs>) {
  node.position({ x: attrs.x, y: attrs.y });
  node.size({ width: attrs.width, height: attrs.height });
  node.offset({ x: attrs.offsetX, y: attrs.offsetY });
  node.rotation(attrs.rotation);
}

function PhotoInSlot({
  slot,
  placed,
  scale,
  nodeRef,
  onDragStart,
  onDragMove,
  onDragEnd,
}: {
  slot: PhotoSlot;
  placed: PlacedPhoto;
  scale: number;
  nodeRef: (node: Konva.Image | null) => void;
  onDragStart: () => void;
  onDragMove: (node: Konva.Image) => void;
  onDragEnd: () => void;
}) {
  const image = useLoadedImage(placed.photo.url);
  if (!image) return null;
  return (
    <KonvaImage
      ref={nodeRef}
      image={image}
      {...photoAttrs(slot, placed, placed.transform, scale)}
      {...flipAttrs(placed)}
      draggable
      onDragStart={onDragStart}
      onDragMove={(event: Konva.KonvaEventObject<DragEvent>) =>
        onDragMove(event.target as Konva.Image)
      }
      onDragEnd={onDragEnd}
    />
  );
}

/**
 * A photo placed freely: the whole photo in a frame of its aspect, turned about its centre. Konva
 * moves it while it is dragged and sizes it while its handles are pulled; the design changes once,
 * on release.
 */
function FreePhotoNode({
  free,
  scale,
  selected,
  lowRes,
  colors,
  nodeRef,
  onSelect,
  onMoved,
  onTransformed,
}: {
  free: FreePhoto;
  scale: number;
  selected: boolean;
  lowRes: boolean;
  colors: CanvasColors;
  nodeRef: (node: Konva.Group | null) => void;
  onSelect: () => void;
  onMoved: (node: Konva.Group) => void;
  onTransformed: (node: Konva.Group) => void;
}) {
  const image = useLoadedImage(free.photo.url);
  const picture = freePhotoImage(free, scale);
  const { width, height } = picture;
  return (
    <Group
      ref={nodeRef}
      {...freePhotoFrame(free, scale)}
      draggable
      onMouseDown={onSelect}
      onTap={onSelect}
      onDragStart={onSelect}
      onDragEnd={(event) => onMoved(event.currentTarget as Konva.Group)}
      onTransformEnd={(event) => onTransformed(event.currentTarget as Konva.Group)}
    >
      {image ? (
        <KonvaImage image={image} {...picture} />
      ) : (
        <Rect
          x={-width / 2}
          y={-height / 2}
          width={width}
          height={height}
          fill={colors.emptySlot}
        />
      )}
      {selected || lowRes ? (
        <Rect
          x={-width / 2}
          y={-height / 2}
          width={width}
          height={height}
          stroke={lowRes ? colors.caution : colors.selection}
          strokeWidth={lowRes ? 3 : 1}
          strokeScaleEnabled={false}
          listening={false}
        />
      ) : null}
    </Group>
  );
}

function TextBox({
  box,
  text,
  scale,
  selected,
  overflow,
  colors,
  onSelect,
  draggable,
  onMove,
}: {
  box: { x: number; y: number; width: number; height: number };
  text: PlacedText;
  scale: number;
  selected: boolean;
  overflow: boolean;
  colors: CanvasColors;
  onSelect: () => void;
  draggable?: boolean;
  onMove?: (x: number, y: number) => void;
}) {
  // Redraws once a bold or italic face has arrived.
  const faceReady = useFontFace(text, text.text);
  return (
    <Group
      x={box.x * scale}
      y={box.y * scale}
      draggable={draggable}
      onMouseDown={onSelect}
      onTap={onSelect}
      onDragEnd={(event) => onMove?.(event.target.x() / scale, event.target.y() / scale)}
    >
      <KonvaText key={faceReady ? 'ready' : 'loading'} {...textAttrs(box, text, scale)} />
      <Rect
        width={box.width * scale}
        height={box.height * scale}
        stroke={overflow ? colors.critical : selected ? colors.selection : colors.emptySlotStroke}
        strokeWidth={selected || overflow ? 2 : 1}
        dash={overflow || !selected ? [4, 4] : undefined}
        opacity={selected || overflow ? 1 : 0.5}
      />
    </Group>
  );
}

/**
 * One page drawn with Konva: background to the bleed, photos clipped to their slots, texts,
 * and the cut and safe-area guides. Drag a photo to move it in its slot; the wheel or a pinch
 * zooms it. Every action here is also in the slot list and the panels beside it.
 */
export function PageCanvas({
  template,
  page,
  photoSlots,
  textSlots,
  selection,
  issues,
  width,
  colors,
  dispatch,
  onDropPhoto,
  onDropFiles,
  onDropFreePhoto,
  label,
  spreadPages,
}: PageCanvasProps) {
  const stage = useRef<Konva.Stage>(null);
  const bleed = template.bleed_mm;
  const fullWidth = template.print_size_mm.width + bleed * 2;
  const fullHeight = template.print_size_mm.height + bleed * 2;
  const scale = width / fullWidth;
  const height = Math.round(fullHeight * scale);
  const safe = template.safe_area_mm;
  const lowRes = new Set(
    issues
      .filter((issue) => issue.kind === 'lowResolution' && issue.pageIndex === page.index)
      .map((issue) => issue.slotId),
  );

  /** The photos' Konva nodes by slot, which gestures move without rendering. */
  const photoNodes = useRef(new Map<string, Konva.Image>());
  /** The frame drawn over the slot a dragged photo would swap with. */
  const swapFrame = useRef<Konva.Rect>(null);
  const swapShown = useRef<string | null>(null);
  const gesture = useRef<Gesture | null>(null);
  // What the last render drew, for a commit that comes after it (the wheel's rest).
  const latest = useRef({ page, dispatch });

  const slotAt = (x: number, y: number) =>
    photoSlots.find((slot) => {
      const mmX = x / scale - bleed;
      const mmY = y / scale - bleed;
      return (
        mmX >= slot.x && mmX <= slot.x + slot.width && mmY >= slot.y && mmY <= slot.y + slot.height
      );
    });

  /** Free photos' nodes by id, for the resize handles. */
  const freePhotoNodes = useRef(new Map<string, Konva.Group>());
  const transformer = useRef<Konva.Transformer>(null);
  const selectedFree =
    selection?.kind === 'freePhoto'
      ? page.freePhotos.find((free) => free.id === selection.id)
      : undefined;
  // The handles go round the selected free photo (and nothing else).
  useLayoutEffect(() => {
    const handles = transformer.current;
    if (!handles) return;
    const node = selectedFree ? freePhotoNodes.current.get(selectedFree.id) : undefined;
    const current = handles.nodes();
    if (current.length !== (node ? 1 : 0) || current[0] !== node) handles.nodes(node ? [node] : []);
    // The photo's size changed inside its node (a slider, the keyboard): the handles follow it.
    else if (node) handles.forceUpdate();
    else return;
    handles.getLayer()?.batchDraw();
  });

  /** A free photo dragged to a new place: its frame's top-left corner, in millimetres. */
  const onFreePhotoMoved = (free: FreePhoto, node: Konva.Group) =>
    dispatch({
      type: 'command',
      command: {
        type: 'updateFreePhoto',
        pageIndex: page.index,
        id: free.id,
        changes: {
          x: node.x() / scale - free.width / 2,
          y: node.y() / scale - free.height / 2,
        },
      },
    });

  /** A free photo's handles released: its new size and turn, about where Konva left its centre. */
  const onFreePhotoTransformed = (free: FreePhoto, node: Konva.Group) => {
    const width = free.width * Math.abs(node.scaleX());
    const height = free.height * Math.abs(node.scaleX());
    const centre = { x: node.x() / scale, y: node.y() / scale };
    // The size moves into the design; the node's stretch goes (the render sizes the photo).
    node.scale({ x: 1, y: 1 });
    dispatch({
      type: 'command',
      command: {
        type: 'updateFreePhoto',
        pageIndex: page.index,
        id: free.id,
        changes: {
          x: centre.x - width / 2,
          y: centre.y - height / 2,
          width,
          rotation: node.rotation(),
        },
      },
    });
  };

  const slotUnderPointer = () => {
    const pointer = stage.current?.getPointerPosition();
    return pointer ? slotAt(pointer.x, pointer.y) : undefined;
  };

  /** The facing page's slot under the pointer of a drag that left this page. */
  const facingSlotUnderPointer = () => {
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
  const facingShown = useRef<SpreadPage | null>(null);
  const showFacingTarget = (target: { facing: SpreadPage; slot: PhotoSlot } | undefined) => {
    if (facingShown.current && facingShown.current !== target?.facing)
      facingShown.current.showSwapTarget(undefined);
    facingShown.current = target?.facing ?? null;
    target?.facing.showSwapTarget(target.slot);
  };

  /** Shows a crop on the photo's node and nothing else: Konva redraws the layer in the next frame. */
  const showTransform = (slot: PhotoSlot, placed: PlacedPhoto, transform: PhotoTransform) => {
    const node = photoNodes.current.get(slot.id);
    if (!node) return;
    setPhotoAttrs(node, photoAttrs(slot, placed, transform, scale));
    node.getLayer()?.batchDraw();
  };

  const showSwapTarget = (target: PhotoSlot | undefined) => {
    const frame = swapFrame.current;
    if (!frame || swapShown.current === (target?.id ?? null)) return;
    swapShown.current = target?.id ?? null;
    if (target)
      frame.setAttrs({
        x: (target.x + target.width / 2) * scale,
        y: (target.y + target.height / 2) * scale,
        width: target.width * scale,
        height: target.height * scale,
        offsetX: (target.width * scale) / 2,
        offsetY: (target.height * scale) / 2,
        rotation: target.rotation,
        visible: true,
      });
    else frame.visible(false);
    frame.getLayer()?.batchDraw();
  };

  /**
   * While a gesture lasts, everything on the page but the slot it changes is drawn from bitmaps
   * (Konva's cache): each frame redraws one photo, not the page's clips, dashes and texts.
   */
  const pageContent = useRef<Konva.Group>(null);
  const frozen = useRef<Konva.Node[]>([]);
  const thaw = useCallback(() => {
    if (frozen.current.length === 0) return;
    frozen.current.forEach((node) => node.clearCache());
    frozen.current[0]?.getLayer()?.batchDraw();
    frozen.current = [];
  }, []);
  const freezeAllBut = useCallback(
    (slotId: string) => {
      thaw();
      const content = pageContent.current;
      let moving: Konva.Node | null = photoNodes.current.get(slotId) ?? null;
      while (moving && moving.getParent() !== content) moving = moving.getParent();
      if (!content || !moving) return;
      const pixelRatio = content.getLayer()?.getCanvas().getPixelRatio() ?? 1;
      frozen.current = content.getChildren().filter((node) => {
        if (node === moving || node === swapFrame.current || !node.isVisible()) return false;
        // Konva cannot cache what has no size (an empty text).
        const box = node.getClientRect({ skipTransform: true });
        return box.width > 0 && box.height > 0;
      });
      frozen.current.forEach((node) => node.cache({ pixelRatio }));
    },
    [thaw],
  );

  /** Ends the gesture in progress: its crop becomes one command (one undo step). */
  const commitGesture = useCallback(() => {
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

  // After every render: the nodes show the design, except the one a gesture is moving (React only
  // sets the props that changed, and a gesture may have moved a node the design did not).
  useLayoutEffect(() => {
    latest.current = { page, dispatch };
    const moving = gesture.current;
    if (moving && moving.pageId !== page.id) commitGesture();
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
  useEffect(() => commitGesture, [commitGesture]);

  // On a spread, this page takes a photo dragged off the facing page (each render: fresh slots).
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

  const startGesture = (next: Gesture) => {
    if (gesture.current) commitGesture();
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

  const onPhotoDragStart = (slot: PhotoSlot, placed: PlacedPhoto) => {
    startGesture({
      kind: 'drag',
      slotId: slot.id,
      url: placed.photo.url,
      pageId: page.id,
      pageIndex: page.index,
      transform: shownTransform(slot.id, placed),
    });
    // A touch drag selects the photo it moves (a mouse press has selected it already).
    if (selection?.kind !== 'photo' || selection.id !== slot.id)
      dispatch({ type: 'select', selection: { kind: 'photo', id: slot.id } });
  };

  const onPhotoDragMove = (slot: PhotoSlot, placed: PlacedPhoto, node: Konva.Image) => {
    const drag = gesture.current;
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
    const over = slotUnderPointer();
    showSwapTarget(over && over.id !== slot.id ? over : undefined);
    showFacingTarget(over ? undefined : facingSlotUnderPointer());
  };

  const onPhotoDragEnd = (slot: PhotoSlot) => {
    showSwapTarget(undefined);
    showFacingTarget(undefined);
    const drag = gesture.current;
    if (drag?.kind !== 'drag' || drag.slotId !== slot.id) return;
    const target = slotUnderPointer();
    const facing = target ? undefined : facingSlotUnderPointer();
    // Dropped on the facing page's slot: the photos change pages, and the editor follows the photo.
    if (facing) {
      gesture.current = null;
      thaw();
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
      return;
    }
    // Dropped on another slot: the photos change places (each starts its crop afresh), one undo step.
    if (target && target.id !== slot.id) {
      gesture.current = null;
      thaw();
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
      return;
    }
    commitGesture();
  };

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    const pointer = stage.current?.getPointerPosition();
    const slot = pointer ? slotAt(pointer.x, pointer.y) : undefined;
    const placed = slot ? page.photos[slot.id] : undefined;
    if (!slot || !placed) return;
    event.evt.preventDefault();
    const current = gesture.current;
    // The wheel while dragging or pinching changes nothing.
    if (current && current.kind !== 'wheel') return;
    const from = shownTransform(slot.id, placed);
    const transform = zoomAboutCentre(
      slot,
      placed.photo,
      from,
      from.zoom * Math.exp(-event.evt.deltaY / 500),
      placed.fit,
    );
    // Each step restarts the rest; a run of steps on another photo is committed first.
    const timer = window.setTimeout(commitGesture, wheelRestMs);
    if (current?.slotId === slot.id) {
      window.clearTimeout(current.timer);
      gesture.current = { ...current, transform, timer };
    } else {
      startGesture({
        kind: 'wheel',
        slotId: slot.id,
        url: placed.photo.url,
        pageId: page.id,
        pageIndex: page.index,
        transform,
        timer,
      });
    }
    showTransform(slot, placed, transform);
  };

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const [first, second] = Array.from(event.evt.touches);
    if (!first || !second) return;
    const distance = Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
    let pinch = gesture.current?.kind === 'pinch' ? gesture.current : null;
    if (!pinch) {
      const box = stage.current?.container().getBoundingClientRect();
      const slot = box
        ? slotAt(
            (first.clientX + second.clientX) / 2 - box.left,
            (first.clientY + second.clientY) / 2 - box.top,
          )
        : undefined;
      const placed = slot ? page.photos[slot.id] : undefined;
      if (!slot || !placed) return;
      const start = shownTransform(slot.id, placed);
      // Two fingers zoom: the photo's one-finger drag ends here (and commits where it got to).
      stage.current?.find('Image').forEach((node) => node.stopDrag());
      pinch = {
        kind: 'pinch',
        slotId: slot.id,
        url: placed.photo.url,
        pageId: page.id,
        pageIndex: page.index,
        transform: start,
        start,
        distance,
      };
      startGesture(pinch);
    }
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
    showTransform(slot, placed, pinch.transform);
  };

  const onTouchEnd = () => {
    if (gesture.current?.kind === 'pinch') commitGesture();
  };

  const onDrop = (event: ReactDragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.dataTransfer.files.length > 0) {
      onDropFiles(event.dataTransfer.files);
      return;
    }
    const json = event.dataTransfer.getData(photoDragType);
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const slot = slotAt(x, y);
    if (!json) return;
    if (slot) onDropPhoto(slot.id, json);
    // Outside the slots, on a page that takes free photos: the photo goes where it was dropped.
    else onDropFreePhoto?.(json, { x: x / scale - bleed, y: y / scale - bleed });
  };

  const select = (next: Selection) => dispatch({ type: 'select', selection: next });
  const imagesReady = useImagesReady([
    ...Object.values(page.photos).map((placed) => placed.photo.url),
    ...page.freePhotos.map((free) => free.photo.url),
  ]);

  return (
    // Dropping photos on a slot is a pointer shortcut; the photo tray's buttons and the slot list do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="img"
      aria-label={label}
      onDragOver={(event) => {
        if (
          event.dataTransfer.types.includes(photoDragType) ||
          event.dataTransfer.types.includes('Files')
        )
          event.preventDefault();
      }}
      onDrop={onDrop}
      data-testid="page-canvas"
      data-ready={imagesReady}
    >
      <Stage
        ref={stage}
        width={width}
        height={height}
        onWheel={onWheel}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
      >
        <Layer>
          <Rect width={width} height={height} fill={page.background} />
          <Group ref={pageContent} x={bleed * scale} y={bleed * scale}>
            {photoSlots.map((slot) => {
              const placed = page.photos[slot.id];
              const selected = selection?.kind === 'photo' && selection.id === slot.id;
              const onSelect = () => select({ kind: 'photo', id: slot.id });
              return (
                <Group
                  key={slot.id}
                  {...slotFrame(slot, scale)}
                  onMouseDown={onSelect}
                  onTap={onSelect}
                >
                  <Group {...slotClip(slot, scale)}>
                    <Rect {...slotArea(slot, scale)} fill={colors.emptySlot} />
                    {placed ? (
                      <PhotoInSlot
                        slot={slot}
                        placed={placed}
                        scale={scale}
                        nodeRef={(node) => {
                          if (node) photoNodes.current.set(slot.id, node);
                          else photoNodes.current.delete(slot.id);
                        }}
                        onDragStart={() => onPhotoDragStart(slot, placed)}
                        onDragMove={(node) => onPhotoDragMove(slot, placed, node)}
                        onDragEnd={() => onPhotoDragEnd(slot)}
                      />
                    ) : null}
                  </Group>
                  <Rect
                    x={(-slot.width / 2) * scale}
                    y={(-slot.height / 2) * scale}
                    width={slot.width * scale}
                    height={slot.height * scale}
                    stroke={
                      lowRes.has(slot.id)
                        ? colors.caution
                        : selected
                          ? colors.selection
                          : colors.emptySlotStroke
                    }
                    strokeWidth={selected || lowRes.has(slot.id) ? 3 : 1}
                    dash={
                      placed && !selected && !lowRes.has(slot.id)
                        ? [2, 6]
                        : selected
                          ? undefined
                          : [6, 4]
                    }
                    listening={false}
                  />
                  {placed ? null : (
                    <KonvaText
                      text="+"
                      x={(-slot.width / 2) * scale}
                      y={-14}
                      width={slot.width * scale}
                      align="center"
                      fontSize={28}
                      fill={colors.emptySlotStroke}
                      listening={false}
                    />
                  )}
                </Group>
              );
            })}
            {/* The slot a dragged photo would swap with; shown by the drag itself. */}
            <Rect
              ref={swapFrame}
              visible={false}
              stroke={colors.selection}
              strokeWidth={3}
              listening={false}
            />
            {page.freePhotos.map((free) => (
              <FreePhotoNode
                key={free.id}
                free={free}
                scale={scale}
                colors={colors}
                selected={selectedFree?.id === free.id}
                lowRes={lowRes.has(free.id)}
                nodeRef={(node) => {
                  if (node) freePhotoNodes.current.set(free.id, node);
                  else freePhotoNodes.current.delete(free.id);
                }}
                onSelect={() => {
                  if (selectedFree?.id !== free.id) select({ kind: 'freePhoto', id: free.id });
                }}
                onMoved={(node) => onFreePhotoMoved(free, node)}
                onTransformed={(node) => onFreePhotoTransformed(free, node)}
              />
            ))}
            {textSlots.map((slot) => {
              const text = textOfSlot(page, slot);
              return (
                <TextBox
                  key={slot.id}
                  box={slot}
                  text={text}
                  scale={scale}
                  colors={colors}
                  selected={selection?.kind === 'text' && selection.id === slot.id}
                  overflow={textOverflows(text.text, text, slot)}
                  onSelect={() => select({ kind: 'text', id: slot.id })}
                />
              );
            })}
            {page.freeTexts.map((text: FreeText) => (
              <TextBox
                key={text.id}
                box={text}
                text={text}
                scale={scale}
                colors={colors}
                selected={selection?.kind === 'freeText' && selection.id === text.id}
                overflow={textOverflows(text.text, text, text)}
                onSelect={() => select({ kind: 'freeText', id: text.id })}
                draggable
                onMove={(x, y) =>
                  dispatch({
                    type: 'command',
                    command: {
                      type: 'updateFreeText',
                      pageIndex: page.index,
                      id: text.id,
                      changes: { x, y },
                    },
                  })
                }
              />
            ))}
            {/* Cut line and safe area. */}
            <Rect
              width={template.print_size_mm.width * scale}
              height={template.print_size_mm.height * scale}
              stroke={colors.guide}
              strokeWidth={1}
              dash={[8, 4]}
              listening={false}
            />
            <Rect
              x={safe.left * scale}
              y={safe.top * scale}
              width={(template.print_size_mm.width - safe.left - safe.right) * scale}
              height={(template.print_size_mm.height - safe.top - safe.bottom) * scale}
              stroke={colors.safe}
              strokeWidth={1}
              dash={[2, 4]}
              listening={false}
            />
          </Group>
          {/* The selected free photo's handles: corners resize it keeping its aspect, the top one turns it. */}
          <Transformer
            ref={transformer}
            keepRatio
            flipEnabled={false}
            enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
            rotationSnaps={[0, 90, 180, 270]}
            anchorStroke={colors.selection}
            // The handles look 10 px but take a finger or pointer 26 px wide (WCAG 2.5.8).
            anchorStyleFunc={(anchor) => anchor.hitStrokeWidth(16)}
            borderStroke={colors.selection}
            boundBoxFunc={(before, after) =>
              Math.min(after.width, after.height) < minFreePhotoMm * scale ? before : after
            }
          />
        </Layer>
      </Stage>
    </div>
  );
}
