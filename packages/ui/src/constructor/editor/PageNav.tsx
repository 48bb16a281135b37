import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { IconButton } from '../../design-system/primitives/IconButton/IconButton.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../design-system/primitives/Icon/icons.ts';
import type { ShopIcon } from '../../design-system/primitives/Icon/iconVariants.ts';
import type { DesignDoc, DesignPage } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { PageNameList } from './PageNameList.tsx';
import { PageViewSwitch, type PageView } from './PageViewSwitch.tsx';

/**
 * One row above the stage: previous and next (page or spread; arrows on a phone), the choice of
 * spread or single page for a book (not on a phone), or the pages' names for other products, and
 * which pages are on show. One-page products have none of it (the editor leaves it out).
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
  const previous = spreadView ? t('pages.previousSpread') : t('pages.previous');
  const next = spreadView ? t('pages.nextSpread') : t('pages.next');
  const atFirst = spreadView ? spreadIndex === 0 : pageIndex === 0;
  const atLast = spreadView ? spreadIndex >= spreads.length - 1 : pageIndex >= doc.pages.length - 1;
  const goBy = (step: -1 | 1) =>
    spreadView
      ? goToSpread(spreadIndex + step)
      : dispatch({ type: 'goToPage', pageIndex: pageIndex + step });
  // A phone has room for arrows and the page's number in one row above the page.
  const pageButton = (label: string, icon: ShopIcon, disabled: boolean, step: -1 | 1) =>
    phone ? (
      <IconButton label={label} icon={icon} disabled={disabled} onClick={() => goBy(step)} />
    ) : (
      <Button
        size="small"
        variant="ghost"
        tone="neutral"
        disabled={disabled}
        onClick={() => goBy(step)}
      >
        {label}
      </Button>
    );
  return (
    <nav className={styles.pageNav} aria-label={t('pages.label')}>
      {pageButton(previous, ChevronLeftIcon, atFirst, -1)}
      {hasSpreads && phone ? null : hasSpreads ? (
        <PageViewSwitch view={view} onView={onView} />
      ) : (
        <PageNameList doc={doc} pageIndex={pageIndex} dispatch={dispatch} />
      )}
      <p className={`${styles.hint} ${styles.pageNavHint}`} aria-live="polite">
        {shownPages.length > 1
          ? t('pages.currentSpread', {
              first: (shownPages[0]?.index ?? 0) + 1,
              last: (shownPages.at(-1)?.index ?? 0) + 1,
              count: doc.pages.length,
            })
          : t('pages.current', { page: pageIndex + 1, count: doc.pages.length })}
      </p>
      {pageButton(next, ChevronRightIcon, atLast, 1)}
    </nav>
  );
}
