import type Konva from 'konva';
import { useRef } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import type {
  DesignIssue,
  DesignPage,
  PhotoSlot,
  Selection,
  Template,
  TextSlot,
} from '../../model/index.ts';
import { useCalendarDrawingOf } from '../calendarDrawing.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { backgroundFill } from '../pageArt.ts';
import type { CanvasColors } from '../themeColors.ts';
import { PageContent } from './PageContent.tsx';
import { SelectionLayer } from './SelectionLayer.tsx';
import { usePageDrop } from './usePageDrop.ts';
import { usePageImages } from './usePageImages.ts';
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

/** The canvas's scale (pixels a millimetre) and height for its width, the bleed included. */
function canvasSize(template: Template, width: number) {
  const bleed = template.bleed_mm;
  const fullWidth = template.print_size_mm.width + bleed * 2;
  const fullHeight = template.print_size_mm.height + bleed * 2;
  const scale = width / fullWidth;
  return { bleed, scale, height: Math.round(fullHeight * scale) };
}

/** The id of the free photo selected on the page, for its resize handles. */
function selectedFreePhotoOn(page: DesignPage, selection: Selection) {
  return selection?.kind === 'freePhoto'
    ? page.freePhotos.find((free) => free.id === selection.id)?.id
    : undefined;
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
  const { bleed, scale, height } = canvasSize(template, width);
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

  const drop = usePageDrop({
    slotAt,
    scale,
    bleed,
    onDropPhoto,
    onDropFiles,
    onDropFreePhoto,
  });
  const { tile, imagesReady } = usePageImages(page);
  const calendarTexts = useCalendarDrawingOf().textsOf(page.index);

  return (
    // Dropping photos on a slot is a pointer shortcut; the photo tray's buttons and the slot list do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="img"
      aria-label={label}
      onDragOver={drop.onDragOver}
      onDrop={drop.onDrop}
      data-testid="page-canvas"
      data-ready={imagesReady}
    >
      <Stage ref={stage} width={width} height={height} {...zoom}>
        <Layer>
          <Rect width={width} height={height} {...backgroundFill(page.background, tile, scale)} />
          <PageContent
            template={template}
            page={page}
            photoSlots={photoSlots}
            textSlots={textSlots}
            scale={scale}
            selection={selection}
            issues={issues}
            colors={colors}
            dispatch={dispatch}
            pageContent={pageContent}
            photoNodeRef={photoNodeRef}
            drag={drag}
            swapFrame={swapFrame}
            freePhotoNodes={freePhotoNodes}
            calendarTexts={calendarTexts}
          />
          <SelectionLayer
            selectedFreePhoto={selectedFreePhotoOn(page, selection)}
            freePhotoNodes={freePhotoNodes}
            scale={scale}
            colors={colors}
          />
        </Layer>
      </Stage>
    </div>
  );
}
