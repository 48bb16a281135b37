import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { RedoIcon, UndoIcon } from '../../design-system/primitives/Icon/icons.ts';
import { IconButton } from '../../design-system/primitives/IconButton/IconButton.tsx';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';
import type { SaveStatus } from '../data/useAutosave.ts';
import { canRedo, canUndo, type EditorState } from '../model/index.ts';
import { DesignLinkDialog } from './DesignLinkDialog.tsx';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import * as productStyles from './EditorProduct.css.ts';
import { PrintCheckPanel, type PrintCheck } from './PrintCheckPanel.tsx';
import type { AddToCart } from './useAddToCart.ts';

function SaveIndicator({
  status,
  onRetry,
  children,
}: {
  status: SaveStatus;
  onRetry: () => void;
  /** Beside the status: what else the customer may do with the saved design. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={`${styles.statusRow} ${styles.headerStatus}`}>
      <span role="status" className={styles.saveStatus[status]}>
        {t(`save.${status}`)}
      </span>
      {status === 'saving' ? <Spinner size="small" /> : null}
      {status === 'failed' ? (
        <Button size="small" variant="soft" tone="critical" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** Undo and redo: named buttons beside the page, finger-sized arrows on a phone. */
function HistoryButtons({
  history,
  dispatch,
  phone,
  children,
}: {
  history: EditorState['history'];
  dispatch: EditorDispatch;
  phone: boolean;
  /** After them in their row (a phone's preview). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('constructor');
  const buttons = [
    { label: t('undo'), icon: UndoIcon, enabled: canUndo(history), type: 'undo' as const },
    { label: t('redo'), icon: RedoIcon, enabled: canRedo(history), type: 'redo' as const },
  ];
  const shortcuts = { undo: 'Control+Z Meta+Z', redo: 'Control+Shift+Z Meta+Shift+Z' };
  return (
    <div
      className={`${styles.headerGroup} ${styles.headerHistory}`}
      role="toolbar"
      aria-label={t('toolbar')}
    >
      {buttons.map(({ label, icon, enabled, type }) =>
        phone ? (
          <IconButton
            key={type}
            label={label}
            icon={icon}
            variant="soft"
            disabled={!enabled}
            onClick={() => dispatch({ type })}
            aria-keyshortcuts={shortcuts[type]}
          />
        ) : (
          <Button
            key={type}
            size="small"
            variant="soft"
            tone="neutral"
            icon={<Icon icon={icon} size="small" />}
            disabled={!enabled}
            onClick={() => dispatch({ type })}
            aria-keyshortcuts={shortcuts[type]}
          >
            {label}
          </Button>
        ),
      )}
      {children}
    </div>
  );
}

/**
 * The preview, how many to order, and "add to cart" (the print check first when the design has
 * issues).
 */
function CartControls({
  cart,
  hasIssues,
  preview,
}: {
  cart: AddToCart;
  hasIssues: boolean;
  preview: ReactNode;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={`${styles.headerGroup} ${styles.cartGroup}`}>
      {preview}
      {cart.inCart ? null : (
        <label className={`${styles.nativeLabel} ${styles.inlineLabel}`}>
          <span className={styles.quantityWord}>{t('cart.quantity')}</span>
          <input
            className={`${styles.nativeControl} ${styles.quantity}`}
            type="number"
            min={1}
            max={99}
            value={cart.quantity}
            onChange={(event) =>
              cart.setQuantity(
                Math.min(99, Math.max(1, Math.round(Number(event.target.value)) || 1)),
              )
            }
          />
        </label>
      )}
      <Button
        loading={cart.cartState === 'adding'}
        onClick={() => (hasIssues ? cart.setCheckOpen(true) : void cart.addToCart())}
      >
        {cart.inCart ? t('cart.update') : t('cart.add')}
      </Button>
    </div>
  );
}

/**
 * The editor's header, in one row beside the page (two slim rows on a phone): its title and
 * product, whether the design is saved (with a guest's "Send me a link"), the print check's
 * count, undo and redo, the preview, and the quantity with "add to cart".
 */
export function EditorHeader({
  history,
  dispatch,
  saveStatus,
  onRetrySave,
  cart,
  hasIssues,
  phone,
  product,
  printCheck,
  preview,
  designLinkFor,
}: {
  history: EditorState['history'];
  dispatch: EditorDispatch;
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  cart: AddToCart;
  hasIssues: boolean;
  phone: boolean;
  /** What is being made and its price, under the title. */
  product: ReactNode;
  printCheck: PrintCheck;
  /** Opens the whole product as it will arrive, before it goes to the cart. */
  preview: ReactNode;
  /** A guest's saved design: "Send me a link" beside the save status mails a link to it. */
  designLinkFor?: string | null;
}) {
  const { t } = useTranslation('constructor');
  const titleId = useId();
  return (
    <header className={styles.header}>
      <div className={`${productStyles.identity} ${styles.headerIdentity}`}>
        <h1 className={styles.title} id={titleId}>
          {t('title')}
        </h1>
        {product}
      </div>
      <SaveIndicator status={saveStatus} onRetry={onRetrySave}>
        {designLinkFor ? <DesignLinkDialog designId={designLinkFor} compact={phone} /> : null}
      </SaveIndicator>
      <div className={styles.headerCheck}>
        <PrintCheckPanel {...printCheck} phone={phone} />
      </div>
      <HistoryButtons history={history} dispatch={dispatch} phone={phone}>
        {phone ? preview : null}
      </HistoryButtons>
      <CartControls cart={cart} hasIssues={hasIssues} preview={phone ? null : preview} />
    </header>
  );
}
