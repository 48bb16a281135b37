import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import type { DesignDoc, DesignPage } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { PageNameList } from './PageNameList.tsx';
import { PageViewSwitch, type PageView } from './PageViewSwitch.tsx';

/**
 * Above the stage: previous and next (page or spread), the choice of spread or single page for a
 * book (not on a phone), or the pages' names for other products; then which pages are on show.
 */
export function PageNav({
  doc,
  pageIndex,
  spreads,
  spreadIndex,
  spreadView,
  view,
  onView,
  phone,
  shownPages,
  dispatch,
}: {
  doc: DesignDoc;
  pageIndex: number;
  spreads: readonly (readonly number[])[];
  spreadIndex: number;
  spreadView: boolean;
  view: PageView;
  onView: (view: PageView) => void;
  phone: boolean;
  shownPages: readonly DesignPage[];
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const hasSpreads = spreads.some((spread) => spread.length > 1);
  const goToSpread = (index: number) => {
    const first = spreads[index]?.[0];
    if (first !== undefined) dispatch({ type: 'goToPage', pageIndex: first });
  };
  return (
    <>
      <nav className={styles.pageNav} aria-label={t('pages.label')}>
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          disabled={spreadView ? spreadIndex === 0 : pageIndex === 0}
          onClick={() =>
            spreadView
              ? goToSpread(spreadIndex - 1)
              : dispatch({ type: 'goToPage', pageIndex: pageIndex - 1 })
          }
        >
          {spreadView ? t('pages.previousSpread') : t('pages.previous')}
        </Button>
        {hasSpreads && phone ? null : hasSpreads ? (
          <PageViewSwitch view={view} onView={onView} />
        ) : (
          <PageNameList doc={doc} pageIndex={pageIndex} dispatch={dispatch} />
        )}
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          disabled={
            spreadView ? spreadIndex >= spreads.length - 1 : pageIndex >= doc.pages.length - 1
          }
          onClick={() =>
            spreadView
              ? goToSpread(spreadIndex + 1)
              : dispatch({ type: 'goToPage', pageIndex: pageIndex + 1 })
          }
        >
          {spreadView ? t('pages.nextSpread') : t('pages.next')}
        </Button>
      </nav>
      <p className={styles.hint} aria-live="polite">
        {shownPages.length > 1
          ? t('pages.currentSpread', {
              first: (shownPages[0]?.index ?? 0) + 1,
              last: (shownPages.at(-1)?.index ?? 0) + 1,
              count: doc.pages.length,
            })
          : t('pages.current', { page: pageIndex + 1, count: doc.pages.length })}
      </p>
    </>
  );
}
