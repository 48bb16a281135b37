import type Konva from 'konva';
import { Group, Image as KonvaImage, Rect, Text as KonvaText } from 'react-konva';
import type { PhotoSlot, PlacedPhoto } from '../../model/index.ts';
import { flipAttrs, photoAttrs, slotArea, slotClip, slotFrame } from '../canvasGeometry.ts';
import type { CanvasColors } from '../themeColors.ts';
import { filteredImage } from '../pageArt.ts';
import { useLoadedImage } from '../useLoadedImage.ts';
import type { PhotoDrag } from './usePhotoDrag.ts';

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
      image={filteredImage(image, placed.filter)}
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
 * A photo slot: its photo clipped to it (or an empty mark with a "+"), and its outline, which
 * shows the selection and a photo too small to print sharply.
 */
export function SlotPhotoNode({
  slot,
  placed,
  scale,
  selected,
  lowRes,
  colors,
  onSelect,
  nodeRef,
  drag,
}: {
  slot: PhotoSlot;
  placed: PlacedPhoto | undefined;
  scale: number;
  selected: boolean;
  lowRes: boolean;
  colors: CanvasColors;
  onSelect: () => void;
  nodeRef: (node: Konva.Image | null) => void;
  drag: PhotoDrag;
}) {
  return (
    <Group {...slotFrame(slot, scale)} onMouseDown={onSelect} onTap={onSelect}>
      <Group {...slotClip(slot, scale)}>
        <Rect {...slotArea(slot, scale)} fill={colors.emptySlot} />
        {placed ? (
          <PhotoInSlot
            slot={slot}
            placed={placed}
            scale={scale}
            nodeRef={nodeRef}
            onDragStart={() => drag.start(slot, placed)}
            onDragMove={(node) => drag.move(slot, placed, node)}
            onDragEnd={() => drag.end(slot)}
          />
        ) : null}
      </Group>
      <Rect
        x={(-slot.width / 2) * scale}
        y={(-slot.height / 2) * scale}
        width={slot.width * scale}
        height={slot.height * scale}
        stroke={lowRes ? colors.caution : selected ? colors.selection : colors.emptySlotStroke}
        strokeWidth={selected || lowRes ? 3 : 1}
        dash={placed && !selected && !lowRes ? [2, 6] : selected ? undefined : [6, 4]}
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
}
