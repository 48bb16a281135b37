import type Konva from 'konva';
import { Group, Image as KonvaImage, Rect } from 'react-konva';
import type { FreePhoto } from '../../model/index.ts';
import { freePhotoFrame, freePhotoImage } from '../canvasGeometry.ts';
import type { CanvasColors } from '../themeColors.ts';
import { filteredImage } from '../pageArt.ts';
import { useLoadedImage } from '../useLoadedImage.ts';

/**
 * A photo placed freely: the whole photo in a frame of its aspect, turned about its centre. Konva
 * moves it while it is dragged and sizes it while its handles are pulled; the design changes once,
 * on release.
 */
export function FreePhotoNode({
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
        <KonvaImage image={filteredImage(image, free.filter)} {...picture} />
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
