import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { innerRange, pageCountState, type DesignDoc, type Template } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as editorStyles from '../Editor.css.ts';
import * as styles from '../Pages.css.ts';
import { SheetPriceHint } from './SheetPriceHint.tsx';
import { PageMoveButtons } from './PageMoveButtons.tsx';

/**
 * A book's pages: how many there are within the template's limits, a sheet more or less, the
 * shown page earlier or later, and what a sheet more costs. Nothing for other products.
 */
export function PagesPanel({
  template,
  doc,
  pageIndex,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  pageIndex: number;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const headingId = useId();
  const count = pageCountState(template, doc);
  const range = innerRange(template, doc);
  if (!count || !range) return null;
  const inner = pageIndex >= range.first && pageIndex < range.end;
  const innerPosition = pageIndex - range.first;
  const sheetStart = range.first + innerPosition - (innerPosition % count.step);
  const sheetEnd = Math.min(range.end, sheetStart + count.step) - 1;
  const page = doc.pages[pageIndex];
  const pageName = page ? t(`pages.side_${page.side}`, { number: pageIndex + 1 }) : '';

  return (
    <section className={editorStyles.panel} aria-labelledby={headingId}>
      <h2 className={editorStyles.panelHeading} id={headingId}>
        {t('pages.label')}
      </h2>
      <p className={styles.summary} data-testid="page-count">
        {t('pages.count', { pages: count.count, min: count.min, max: count.max })}
      </p>
      <div className={editorStyles.buttonRow}>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          disabled={!count.canAdd}
          onClick={() =>
            dispatch({ type: 'command', command: { type: 'addPages', afterIndex: pageIndex } })
          }
        >
          {t('pages.add', { pages: count.step })}
        </Button>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          disabled={!count.canRemove || !inner}
          onClick={() => dispatch({ type: 'command', command: { type: 'removePages', pageIndex } })}
        >
          {inner
            ? t('pages.remove', { from: sheetStart + 1, to: sheetEnd + 1 })
            : t('pages.removeNone')}
        </Button>
      </div>
      {!count.canAdd ? (
        <p className={editorStyles.hint}>{t('pages.atMax', { max: count.max })}</p>
      ) : null}
      {!count.canRemove ? (
        <p className={editorStyles.hint}>{t('pages.atMin', { min: count.min })}</p>
      ) : null}
      <PageMoveButtons
        pageIndex={pageIndex}
        pageName={pageName}
        canMoveEarlier={inner && pageIndex > range.first}
        canMoveLater={inner && pageIndex < range.end - 1}
        dispatch={dispatch}
      />
      <SheetPriceHint template={template} sheetPages={count.step} />
    </section>
  );
}
