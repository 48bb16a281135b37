import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import type { EditorDispatch } from '../editorContext.ts';
import * as editorStyles from '../Editor.css.ts';

/** The shown inner page one place earlier or later in the book. */
export function PageMoveButtons({
  pageIndex,
  pageName,
  canMoveEarlier,
  canMoveLater,
  dispatch,
}: {
  pageIndex: number;
  pageName: string;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const moveTo = (to: number) =>
    dispatch({ type: 'command', command: { type: 'movePage', from: pageIndex, to } });
  return (
    <div
      className={editorStyles.buttonRow}
      role="group"
      aria-label={t('pages.move', { page: pageName })}
    >
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        disabled={!canMoveEarlier}
        onClick={() => moveTo(pageIndex - 1)}
      >
        {t('pages.moveEarlier')}
      </Button>
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        disabled={!canMoveLater}
        onClick={() => moveTo(pageIndex + 1)}
      >
        {t('pages.moveLater')}
      </Button>
    </div>
  );
}
