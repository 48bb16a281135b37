import { useTranslation } from 'react-i18next';
import { CalendarCaption } from './CalendarCaption.tsx';
import { useCalendarDrawingOf } from './calendarDrawing.ts';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { missingContentKinds, type DesignIssue, type Selection } from '../model/index.ts';
import type { PageTools, StageDrawing } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { IssueList } from './IssueList.tsx';
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
  onShowIssue: (issue: DesignIssue) => void;
  onDropFiles: (files: FileList) => void;
}

/**
 * The editor's middle column: the page navigation, the print warnings, the stage with the page
 * (or spread) being designed, the book's page strip and the list of the page's slots.
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
  onShowIssue,
  onDropFiles,
}: StageColumnProps) {
  const { t } = useTranslation('constructor');
  const { spreads, spreadIndex, spreadView, shownPages, phone } = pageView;
  const printWarnings = issues.filter((issue) => !missingContentKinds.includes(issue.kind));
  const pageTools = { template, doc, page, photoSlots, textSlots, dispatch };
  const monthGrid = useCalendarDrawingOf().gridOf(pageIndex);
  return (
    <div className={`${styles.stageColumn} ${styles.mainStage}`}>
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
      {printWarnings.length > 0 ? (
        <Alert tone="caution" title={t('issues.heading')} urgency="polite">
          <IssueList template={template} doc={doc} issues={printWarnings} onShow={onShowIssue} />
        </Alert>
      ) : null}
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
          dispatch={dispatch}
          swipeable={phone}
        />
      ) : null}
      <SlotList {...pageTools} selection={selection} issues={issues} />
    </div>
  );
}
