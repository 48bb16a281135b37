import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { RedoIcon, UndoIcon } from '../../design-system/primitives/Icon/icons.ts';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';
import type { SaveStatus } from '../data/useAutosave.ts';
import { canRedo, canUndo, type EditorState } from '../model/index.ts';
import { DesignLinkDialog } from './DesignLinkDialog.tsx';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import * as productStyles from './EditorProduct.css.ts';
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
    <div className={styles.statusRow}>
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

/** Undo and redo, with their keyboard shortcuts. */
function HistoryButtons({
  history,
  dispatch,
}: {
  history: EditorState['history'];
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={styles.headerGroup} role="toolbar" aria-label={t('toolbar')}>
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        icon={<Icon icon={UndoIcon} size="small" />}
        disabled={!canUndo(history)}
        onClick={() => dispatch({ type: 'undo' })}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        {t('undo')}
      </Button>
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        icon={<Icon icon={RedoIcon} size="small" />}
        disabled={!canRedo(history)}
        onClick={() => dispatch({ type: 'redo' })}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        {t('redo')}
      </Button>
    </div>
  );
}

/** How many to order, and "add to cart" (the print check first when the design has issues). */
function CartControls({ cart, hasIssues }: { cart: AddToCart; hasIssues: boolean }) {
  const { t } = useTranslation('constructor');
  return (
    <>
      {cart.inCart ? null : (
        <label className={styles.nativeLabel}>
          {t('cart.quantity')}
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
    </>
  );
}

/**
 * The editor's header: its title and product, whether the design is saved, undo and redo, the
 * preview, and the quantity with "add to cart" (the print check first when the design has issues).
 */
export function EditorHeader({
  history,
  dispatch,
  saveStatus,
  onRetrySave,
  cart,
  hasIssues,
  product,
  preview,
  designLinkFor,
}: {
  history: EditorState['history'];
  dispatch: EditorDispatch;
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  cart: AddToCart;
  hasIssues: boolean;
  /** What is being made and its price, under the title. */
  product: ReactNode;
  /** Opens the whole product as it will arrive, before it goes to the cart. */
  preview: ReactNode;
  /** A guest's saved design: "Send me a link" beside the save status mails a link to it. */
  designLinkFor?: string | null;
}) {
  const { t } = useTranslation('constructor');
  const titleId = useId();
  return (
    <header className={styles.header}>
      <div className={productStyles.identity}>
        <h1 className={styles.title} id={titleId}>
          {t('title')}
        </h1>
        {product}
      </div>
      <SaveIndicator status={saveStatus} onRetry={onRetrySave}>
        {designLinkFor ? <DesignLinkDialog designId={designLinkFor} /> : null}
      </SaveIndicator>
      <HistoryButtons history={history} dispatch={dispatch} />
      <div className={styles.headerGroup}>
        {preview}
        <CartControls cart={cart} hasIssues={hasIssues} />
      </div>
    </header>
  );
}
