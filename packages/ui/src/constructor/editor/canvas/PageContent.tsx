import type Konva from 'konva';
import type { RefObject } from 'react';
import { Group } from 'react-konva';
import type {
  CalendarText,
  DesignIssue,
  DesignPage,
  PhotoSlot,
  Selection,
  Template,
  TextSlot,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import type { CanvasColors } from '../themeColors.ts';
import { CalendarLayer } from './CalendarLayer.tsx';
import { PageGuides } from './PageGuides.tsx';
import { PhotoLayer } from './PhotoLayer.tsx';
import { StickerLayer } from './StickerLayer.tsx';
import { TextLayer } from './TextLayer.tsx';
import type { PhotoDrag } from './usePhotoDrag.ts';

/** The slots and free photos of the page too small to print sharply. */
function lowResolutionOn(issues: readonly DesignIssue[], pageIndex: number) {
  return new Set(
    issues
      .filter((issue) => issue.kind === 'lowResolution' && issue.pageIndex === pageIndex)
      .map((issue) => issue.slotId),
  );
}

/** What prints on the page, inside its bleed: photos, stickers, texts, then the guides above. */
export function PageContent({
  template,
  page,
  photoSlots,
  textSlots,
  scale,
  selection,
  issues,
  colors,
  dispatch,
  pageContent,
  photoNodeRef,
  drag,
  swapFrame,
  freePhotoNodes,
  calendarTexts,
}: {
  template: Template;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  textSlots: readonly TextSlot[];
  scale: number;
  selection: Selection;
  issues: readonly DesignIssue[];
  colors: CanvasColors;
  dispatch: EditorDispatch;
  pageContent: RefObject<Konva.Group | null>;
  photoNodeRef: (slotId: string) => (node: Konva.Image | null) => void;
  drag: PhotoDrag;
  /** The frame over the slot a dragged photo would swap with. */
  swapFrame: RefObject<Konva.Rect | null>;
  /** Free photos' nodes by id, for the resize handles. */
  freePhotoNodes: RefObject<Map<string, Konva.Group>>;
  /** A calendar's dates on this page: its month's grid or the cover's year. */
  calendarTexts: readonly CalendarText[];
}) {
  const bleed = template.bleed_mm;
  return (
    <Group ref={pageContent} x={bleed * scale} y={bleed * scale}>
      <PhotoLayer
        page={page}
        photoSlots={photoSlots}
        scale={scale}
        selection={selection}
        lowRes={lowResolutionOn(issues, page.index)}
        colors={colors}
        dispatch={dispatch}
        photoNodeRef={photoNodeRef}
        drag={drag}
        swapFrame={swapFrame}
        freePhotoNodes={freePhotoNodes}
      />
      <StickerLayer page={page} scale={scale} dispatch={dispatch} />
      <CalendarLayer texts={calendarTexts} scale={scale} />
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
  );
}
