import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignDoc, DesignIssue, Template } from '../model/index.ts';
import { useCalendarDrawingOf } from './calendarDrawing.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as editorStyles from './Editor.css.ts';
import * as styles from './Pages.css.ts';
import { StripPage } from './StripPage.tsx';
import { usePageMoving } from './usePageMoving.ts';
import { useStripSwipe } from './useStripSwipe.ts';

/**
 * The name of the page at `index` in the strip, the canvas and the pages panel: "Cover", "Page 3",
 * or a calendar's month ("marzo 2027").
 */
export function usePageName(doc: DesignDoc) {
  const { t } = useTranslation('constructor');
  const { gridOf } = useCalendarDrawingOf();
  return (index: number) =>
    gridOf(index)?.title ??
    t(`pages.side_${doc.pages[index]?.side ?? 'inner'}`, { number: index + 1 });
}

/**
 * Every page of the design as a live thumbnail, spread by spread, with a badge on a page the print
 * check warns about: a click (or Enter) opens the page, Alt+← and Alt+→ move an inner page, and inner pages can be dragged to another place.
 * The cover and the back stay where they are. On a phone (`swipeable`) the strip snaps page by
 * page around its middle: a swipe opens the page it comes to rest on.
 */
export function PageStrip({
  template,
  doc,
  pageIndex,
  spreads,
  issues,
  dispatch,
  swipeable = false,
}: {
  template: Template;
  doc: DesignDoc;
  pageIndex: number;
  spreads: readonly (readonly number[])[];
  /** The print check's warnings: a page with some wears a badge with their number. */
  issues: readonly DesignIssue[];
  dispatch: EditorDispatch;
  swipeable?: boolean;
}) {
  const { t } = useTranslation('constructor');
  const hintId = useId();
  const pageName = usePageName(doc);
  const moving = usePageMoving(template, doc, dispatch);
  const list = useStripSwipe({
    swipeable,
    pageIndex,
    pages: doc.pages,
    buttons: moving.buttons,
    dispatch,
  });
  const spreadStarts = new Set(spreads.map((spread) => spread[0]));
  const issuesOnPage = new Map<number, number>();
  issues.forEach((issue) =>
    issuesOnPage.set(issue.pageIndex, (issuesOnPage.get(issue.pageIndex) ?? 0) + 1),
  );

  return (
    <nav aria-label={t('pages.strip')}>
      <p className={editorStyles.hint} id={hintId} hidden={!moving.hasInnerPages}>
        {t('pages.stripHint')}
      </p>
      <ol
        ref={list}
        className={swipeable ? `${styles.strip} ${styles.swipeStrip}` : styles.strip}
        data-testid="page-strip"
      >
        {doc.pages.map((page, index) => (
          <StripPage
            key={page.id}
            template={template}
            page={page}
            index={index}
            name={pageName(index)}
            isCurrent={index === pageIndex}
            issueCount={issuesOnPage.get(index) ?? 0}
            spreadStart={spreadStarts.has(index)}
            hintId={hintId}
            moving={moving}
            onOpen={(opened) => dispatch({ type: 'goToPage', pageIndex: opened })}
          />
        ))}
      </ol>
    </nav>
  );
}
