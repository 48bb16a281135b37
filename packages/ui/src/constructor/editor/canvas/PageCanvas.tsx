import type Konva from 'konva';
import { useRef, type DragEvent as ReactDragEvent } from 'react';
import { Group, Layer, Rect, Stage } from 'react-konva';
import {
  stickerUrl,
  type DesignIssue,
  type DesignPage,
  type PhotoSlot,
  type Selection,
  type Template,
  type TextSlot,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { photoDragType } from '../photoDrag.ts';
import type { CanvasColors } from '../themeColors.ts';
import { backgroundFill, backgroundTileUrl } from '../pageArt.ts';
import { useImagesReady, useLoadedImage } from '../useLoadedImage.ts';
import { PageGuides } from './PageGuides.tsx';
import { PhotoLayer } from './PhotoLayer.tsx';
import { SelectionLayer } from './SelectionLayer.tsx';
import { StickerLayer } from './StickerLayer.tsx';
import { TextLayer } from './TextLayer.tsx';
import { usePhotoGestures } from './usePhotoGestures.ts';
import type { SpreadPage } from './useSwapTargets.ts';

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
  const lowRes = new Set(
    issues
      .filter((issue) => issue.kind === 'lowResolution' && issue.pageIndex === page.index)
      .map((issue) => issue.slotId),
  );
  const { pageContent, swapFrame, slotAt, photoNodeRef, drag, zoom } = usePhotoGestures({
    stage,
    page,
    photoSlots,
    scale,
    bleed,
    selection,
    dispatch,
    spreadPages,
  });
  /** Free photos' nodes by id, for the resize handles. */
  const freePhotoNodes = useRef(new Map<string, Konva.Group>());
  const selectedFreePhoto =
    selection?.kind === 'freePhoto'
      ? page.freePhotos.find((free) => free.id === selection.id)?.id
      : undefined;

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

  const tileUrl = backgroundTileUrl(page.background);
  const tile = useLoadedImage(tileUrl);
  const imagesReady = useImagesReady([
    ...Object.values(page.photos).map((placed) => placed.photo.url),
    ...page.freePhotos.map((free) => free.photo.url),
    ...(tileUrl ? [tileUrl] : []),
    ...(page.stickers ?? []).flatMap((sticker) => stickerUrl(sticker.sticker) ?? []),
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
      <Stage ref={stage} width={width} height={height} {...zoom}>
        <Layer>
          <Rect width={width} height={height} {...backgroundFill(page.background, tile, scale)} />
          <Group ref={pageContent} x={bleed * scale} y={bleed * scale}>
            <PhotoLayer
              page={page}
              photoSlots={photoSlots}
              scale={scale}
              selection={selection}
              lowRes={lowRes}
              colors={colors}
              dispatch={dispatch}
              photoNodeRef={photoNodeRef}
              drag={drag}
              swapFrame={swapFrame}
              freePhotoNodes={freePhotoNodes}
            />
            <StickerLayer page={page} scale={scale} dispatch={dispatch} />
            <TextLayer
              page={page}
              textSlots={textSlots}
              scale={scale}
              selection={selection}
              colors={colors}
              dispatch={dispatch}
            />
            <PageGuides template={template} scale={scale} colors={colors} />
          </Group>
          <SelectionLayer
            selectedFreePhoto={selectedFreePhoto}
            freePhotoNodes={freePhotoNodes}
            scale={scale}
            colors={colors}
          />
        </Layer>
      </Stage>
    </div>
  );
}
