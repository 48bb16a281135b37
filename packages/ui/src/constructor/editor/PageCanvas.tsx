import type Konva from 'konva';
import { useRef, useState, type DragEvent as ReactDragEvent } from 'react';
import { Group, Image as KonvaImage, Layer, Rect, Stage, Text as KonvaText } from 'react-konva';
import {
  clampTransform,
  coverScale,
  fontSizeMm,
  lineHeightOf,
  maxZoom,
  minZoomOf,
  textOfSlot,
  textOverflows,
  type DesignIssue,
  type DesignPage,
  type FreeText,
  type PhotoSlot,
  type PhotoTransform,
  type PlacedPhoto,
  type PlacedText,
  type Selection,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import { canvasFontFamily, canvasFontStyle, useFontFace } from './fonts.ts';
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
  label: string;
}

let gestureCounter = 0;
const nextGesture = (kind: string) => `${kind}-${(gestureCounter += 1)}`;

function PhotoInSlot({
  slot,
  placed,
  scale,
  pageIndex,
  dispatch,
  slotUnderPointer,
  onDragOverSlot,
}: {
  slot: PhotoSlot;
  placed: PlacedPhoto;
  scale: number;
  pageIndex: number;
  dispatch: EditorDispatch;
  /** The other photo slot the pointer is over, if any: dropping there swaps the two photos. */
  slotUnderPointer: () => PhotoSlot | undefined;
  onDragOverSlot: (slotId: string | null) => void;
}) {
  const image = useLoadedImage(placed.photo.url);
  const drag = useRef<{ gesture: string; transform: PhotoTransform } | null>(null);
  const mmPerPixel =
    coverScale(slot, placed.photo, placed.transform.rotation) * placed.transform.zoom;
  const width = placed.photo.width * mmPerPixel * scale;
  const height = placed.photo.height * mmPerPixel * scale;
  if (!image) return null;
  return (
    <KonvaImage
      image={image}
      x={placed.transform.offsetX * scale}
      y={placed.transform.offsetY * scale}
      width={width}
      height={height}
      offsetX={width / 2}
      offsetY={height / 2}
      rotation={placed.transform.rotation}
      scaleX={placed.flipX ? -1 : 1}
      scaleY={placed.flipY ? -1 : 1}
      draggable
      onDragStart={() => {
        drag.current = { gesture: nextGesture('drag'), transform: placed.transform };
        dispatch({ type: 'select', selection: { kind: 'photo', id: slot.id } });
      }}
      onDragMove={(event: Konva.KonvaEventObject<DragEvent>) => {
        const current = drag.current;
        if (!current) return;
        const node = event.target;
        const wanted = {
          ...current.transform,
          offsetX: node.x() / scale,
          offsetY: node.y() / scale,
        };
        const clamped = clampTransform(slot, placed.photo, wanted, placed.fit);
        node.position({ x: clamped.offsetX * scale, y: clamped.offsetY * scale });
        const dx = clamped.offsetX - current.transform.offsetX;
        const dy = clamped.offsetY - current.transform.offsetY;
        current.transform = clamped;
        const over = slotUnderPointer();
        onDragOverSlot(over && over.id !== slot.id ? over.id : null);
        if (dx !== 0 || dy !== 0)
          dispatch({
            type: 'command',
            command: { type: 'panPhoto', pageIndex, slotId: slot.id, dx, dy },
            gesture: current.gesture,
          });
      }}
      onDragEnd={() => {
        const gesture = drag.current?.gesture;
        drag.current = null;
        onDragOverSlot(null);
        const target = slotUnderPointer();
        // Dropped on another slot: the photos change places, in the same undo step as the drag.
        if (target && target.id !== slot.id) {
          dispatch({
            type: 'command',
            command: { type: 'swapPhotos', pageIndex, fromSlotId: slot.id, toSlotId: target.id },
            gesture: gesture ?? undefined,
          });
          dispatch({ type: 'select', selection: { kind: 'photo', id: target.id } });
        }
        dispatch({ type: 'endGesture' });
      }}
    />
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
      <KonvaText
        width={box.width * scale}
        key={faceReady ? 'ready' : 'loading'}
        text={text.text}
        fontFamily={canvasFontFamily(text.fontFamily)}
        fontStyle={canvasFontStyle(text)}
        fontSize={fontSizeMm(text) * scale}
        lineHeight={lineHeightOf(text)}
        fill={text.color}
        align={text.align}
        wrap="word"
      />
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
  label,
}: PageCanvasProps) {
  const stage = useRef<Konva.Stage>(null);
  const [swapTarget, setSwapTarget] = useState<string | null>(null);
  const wheelGesture = useRef<{ id: string; timer: number } | null>(null);
  const pinch = useRef<{ distance: number; zoom: number; slotId: string; gesture: string } | null>(
    null,
  );
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

  const slotAt = (x: number, y: number) =>
    photoSlots.find((slot) => {
      const mmX = x / scale - bleed;
      const mmY = y / scale - bleed;
      return (
        mmX >= slot.x && mmX <= slot.x + slot.width && mmY >= slot.y && mmY <= slot.y + slot.height
      );
    });

  const slotUnderPointer = () => {
    const pointer = stage.current?.getPointerPosition();
    return pointer ? slotAt(pointer.x, pointer.y) : undefined;
  };

  const zoomSlot = (slotId: string, zoom: number, gesture: string) => {
    const placed = page.photos[slotId];
    const slot = photoSlots.find((candidate) => candidate.id === slotId);
    const min =
      placed && slot ? minZoomOf(slot, placed.photo, placed.transform.rotation, placed.fit) : 1;
    dispatch({
      type: 'command',
      command: {
        type: 'zoomPhoto',
        pageIndex: page.index,
        slotId,
        zoom: Math.min(maxZoom, Math.max(min, zoom)),
      },
      gesture,
    });
  };

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    const pointer = stage.current?.getPointerPosition();
    const slot = pointer ? slotAt(pointer.x, pointer.y) : undefined;
    const placed = slot ? page.photos[slot.id] : undefined;
    if (!slot || !placed) return;
    event.evt.preventDefault();
    const previous = wheelGesture.current;
    if (previous) window.clearTimeout(previous.timer);
    const id = previous?.id ?? nextGesture('wheel');
    wheelGesture.current = {
      id,
      timer: window.setTimeout(() => {
        wheelGesture.current = null;
        dispatch({ type: 'endGesture' });
      }, 400),
    };
    zoomSlot(slot.id, placed.transform.zoom * Math.exp(-event.evt.deltaY / 500), id);
  };

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const [first, second] = Array.from(event.evt.touches);
    if (!first || !second) return;
    const distance = Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
    if (!pinch.current) {
      const box = stage.current?.container().getBoundingClientRect();
      const slot = box
        ? slotAt(
            (first.clientX + second.clientX) / 2 - box.left,
            (first.clientY + second.clientY) / 2 - box.top,
          )
        : undefined;
      const placed = slot ? page.photos[slot.id] : undefined;
      if (!slot || !placed) return;
      pinch.current = {
        distance,
        zoom: placed.transform.zoom,
        slotId: slot.id,
        gesture: nextGesture('pinch'),
      };
      // Two fingers zoom: stop the photo's one-finger drag.
      stage.current?.find('Image').forEach((node) => node.stopDrag());
    }
    event.evt.preventDefault();
    zoomSlot(
      pinch.current.slotId,
      (pinch.current.zoom * distance) / pinch.current.distance,
      pinch.current.gesture,
    );
  };

  const onTouchEnd = () => {
    if (!pinch.current) return;
    pinch.current = null;
    dispatch({ type: 'endGesture' });
  };

  const onDrop = (event: ReactDragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.dataTransfer.files.length > 0) {
      onDropFiles(event.dataTransfer.files);
      return;
    }
    const json = event.dataTransfer.getData(photoDragType);
    const box = event.currentTarget.getBoundingClientRect();
    const slot = slotAt(event.clientX - box.left, event.clientY - box.top);
    if (json && slot) onDropPhoto(slot.id, json);
  };

  const select = (next: Selection) => dispatch({ type: 'select', selection: next });
  const imagesReady = useImagesReady(Object.values(page.photos).map((placed) => placed.photo.url));

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
          <Group x={bleed * scale} y={bleed * scale}>
            {photoSlots.map((slot) => {
              const placed = page.photos[slot.id];
              const selected = selection?.kind === 'photo' && selection.id === slot.id;
              const onSelect = () => select({ kind: 'photo', id: slot.id });
              return (
                <Group
                  key={slot.id}
                  x={(slot.x + slot.width / 2) * scale}
                  y={(slot.y + slot.height / 2) * scale}
                  rotation={slot.rotation}
                  onMouseDown={onSelect}
                  onTap={onSelect}
                >
                  <Group
                    clipX={(-slot.width / 2) * scale}
                    clipY={(-slot.height / 2) * scale}
                    clipWidth={slot.width * scale}
                    clipHeight={slot.height * scale}
                  >
                    <Rect
                      x={(-slot.width / 2) * scale}
                      y={(-slot.height / 2) * scale}
                      width={slot.width * scale}
                      height={slot.height * scale}
                      fill={colors.emptySlot}
                    />
                    {placed ? (
                      <PhotoInSlot
                        slot={slot}
                        placed={placed}
                        scale={scale}
                        pageIndex={page.index}
                        dispatch={dispatch}
                        slotUnderPointer={slotUnderPointer}
                        onDragOverSlot={(id) =>
                          setSwapTarget((current) => (current === id ? current : id))
                        }
                      />
                    ) : null}
                  </Group>
                  <Rect
                    x={(-slot.width / 2) * scale}
                    y={(-slot.height / 2) * scale}
                    width={slot.width * scale}
                    height={slot.height * scale}
                    stroke={
                      swapTarget === slot.id
                        ? colors.selection
                        : lowRes.has(slot.id)
                          ? colors.caution
                          : selected
                            ? colors.selection
                            : colors.emptySlotStroke
                    }
                    strokeWidth={selected || swapTarget === slot.id || lowRes.has(slot.id) ? 3 : 1}
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
        </Layer>
      </Stage>
    </div>
  );
}
