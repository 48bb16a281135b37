import { useTranslation } from 'react-i18next';
import { CalendarCaption } from './CalendarCaption.tsx';
import { useCalendarDrawingOf } from './calendarDrawing.ts';
import { hasOnePage, type DesignIssue, type Selection } from '../model/index.ts';
import type { PageTools, StageDrawing } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { PageNav } from './PageNav.tsx';
import { PageStage } from './PageStage.tsx';
import { PageStrip } from './PageStrip.tsx';
import { SlotList } from './SlotList.tsx';
import type { PageViewState } from './usePageView.ts';
import type { usePhotoPlacing } from './usePhotoPlacing.ts';

interface StageColumnProps extends PageTools {
  pageIndex: number;
  selection: Selection;
  issues: readonly DesignIssue[];
  pageView: PageViewState;
  stage: StageDrawing;
  placing: ReturnType<typeof usePhotoPlacing>;
  onDropFiles: (files: FileList) => void;
}

/**
 * The editor's middle column: the page navigation (none for a one-page product), the stage with
 * the page (or spread) being designed, the book's page strip and the list of the page's slots.
 * The print check lives in the header, so its warnings never push the page down.
 */
export function StageColumn({
  template,
  doc,
  page,
  photoSlots,
  textSlots,
  dispatch,
  pageIndex,
  selection,
  issues,
  pageView,
  stage,
  placing,
  onDropFiles,
}: StageColumnProps) {
  const { t } = useTranslation('constructor');
  const { spreads, spreadIndex, spreadView, shownPages, phone } = pageView;
  const pageTools = { template, doc, page, photoSlots, textSlots, dispatch };
  const monthGrid = useCalendarDrawingOf().gridOf(pageIndex);
  return (
    <div className={`${styles.stageColumn} ${styles.mainStage}`}>
      {hasOnePage(template, doc) ? null : (
        <PageNav
          doc={doc}
          pageIndex={pageIndex}
          spreads={spreads}
          spreadIndex={spreadIndex}
          spreadView={spreadView}
          view={pageView.view}
          onView={pageView.setView}
          phone={phone}
          shownPages={shownPages}
          dispatch={dispatch}
        />
      )}
      <PageStage
        {...stage}
        template={template}
        page={page}
        shownPages={shownPages}
        selection={selection}
        issues={issues}
        spreadView={spreadView}
        placing={placing}
        onDropFiles={onDropFiles}
        dispatch={dispatch}
      />
      {monthGrid ? <CalendarCaption grid={monthGrid} /> : null}
      <p className={styles.hint}>{t('guides')}</p>
      {pageView.hasSpreads ? (
        <PageStrip
          template={template}
          doc={doc}
          pageIndex={pageIndex}
          spreads={spreads}
          issues={issues}
          dispatch={dispatch}
          swipeable={phone}
        />
      ) : null}
      <SlotList {...pageTools} selection={selection} issues={issues} />
    </div>
  );
}
