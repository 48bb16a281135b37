import type Konva from 'konva';
import { Image as KonvaImage } from 'react-konva';
import { stickerUrl, type DesignPage, type PlacedSticker } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { stickerAttrs } from '../canvasGeometry.ts';
import { useLoadedImage } from '../useLoadedImage.ts';

function StickerNode({
  sticker,
  pageIndex,
  scale,
  dispatch,
}: {
  sticker: PlacedSticker;
  pageIndex: number;
  scale: number;
  dispatch: EditorDispatch;
}) {
  const image = useLoadedImage(stickerUrl(sticker.sticker));
  if (!image) return null;
  return (
    <KonvaImage
      image={image}
      {...stickerAttrs(sticker, scale)}
      draggable
      onDragEnd={(event: Konva.KonvaEventObject<DragEvent>) =>
        dispatch({
          type: 'command',
          command: {
            type: 'updateSticker',
            pageIndex,
            id: sticker.id,
            changes: {
              x: event.target.x() / scale - sticker.width / 2,
              y: event.target.y() / scale - sticker.height / 2,
            },
          },
        })
      }
    />
  );
}

/** The page's stickers, above its photos and below its texts; dragged to move them. */
export function StickerLayer({
  page,
  scale,
  dispatch,
}: {
  page: DesignPage;
  scale: number;
  dispatch: EditorDispatch;
}) {
  return (page.stickers ?? []).map((sticker) => (
    <StickerNode
      key={sticker.id}
      sticker={sticker}
      pageIndex={page.index}
      scale={scale}
      dispatch={dispatch}
    />
  ));
}
