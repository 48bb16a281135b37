import type { Cart } from '@shop/domain';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { useApiClient } from '../../features/data/ApiClientProvider.tsx';
import {
  checkDesign,
  createEditorState,
  editorReducer,
  type DesignDoc,
  type PhotoAsset,
  type Template,
} from '../model/index.ts';
import { CalendarDrawingContext, useCalendarDrawing } from './calendarDrawing.ts';
import { CartCheckDialog } from './CartCheckDialog.tsx';
import * as styles from './Editor.css.ts';
import { pageToolsOf } from './editorContext.ts';
import { EditorHeader } from './EditorHeader.tsx';
import { EditorProduct } from './EditorProduct.tsx';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { useEditorFontsReady } from './fonts.ts';
import { addFreeText } from './freeContent.ts';
import { IssueList } from './IssueList.tsx';
import { localizeTemplateTexts } from './localizedTemplate.ts';
import { ProductPreview } from './preview/ProductPreview.tsx';
import { useAddToCart, type AddToCart } from './useAddToCart.ts';
import { useCanvasColors } from './useCanvasColors.ts';
import { useDesignSaving } from './useDesignSaving.ts';
import { useEditorKeyboard } from './useEditorKeyboard.ts';
import { usePageView } from './usePageView.ts';
import { usePhotoLibrary } from './usePhotoLibrary.ts';
import { usePhotoPlacing } from './usePhotoPlacing.ts';
import { usePrintCheck } from './usePrintCheck.ts';
import { useStageSize } from './useStageSize.ts';

export interface ConstructorEditorProps {
  template: Template;
  articleId: number;
  /** The document to open with: a saved design, a local copy, or an empty one when left out. */
  initialDoc?: DesignDoc;
  initialLibrary?: readonly PhotoAsset[];
  /** The saved design being edited; null for a new one (the first autosave creates it). */
  design?: { id: string; revision: number } | null;
  /** The document holds changes the server has not stored yet (restored from the local copy). */
  initialDirty?: boolean;
  /** Called after each successful save, e.g. to put the design id in the address. */
  onDesignSaved?: (design: { designId: string; revision: number }) => void;
  onAddedToCart?: (cart: Cart) => void;
  /**
   * The visitor is a guest, whose design stays in this browser until login: once saved, the
   * editor offers to e-mail a link that opens it anywhere.
   */
  guest?: boolean;
}

/** The design being edited, with its history, and the page open in it. */
function useDesignState(template: Template, initialDoc: DesignDoc | undefined) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    createEditorState(template, initialDoc),
  );
  const doc = state.history.present;
  const page = doc.pages[state.pageIndex] ?? doc.pages[0];
  if (!page) throw new Error('A product template has at least one page');
  return { state, dispatch, doc, page };
}

/** The design editor: canvas, photo tray, slot list, tool panels, history, saving and add to cart. */
export function ConstructorEditor({
  template: sourceTemplate,
  articleId,
  initialDoc,
  initialLibrary = [],
  design = null,
  initialDirty = false,
  onDesignSaved,
  onAddedToCart,
  guest = false,
}: ConstructorEditorProps) {
  const { t } = useTranslation('constructor');
  // Default texts in the site's language, whatever language the template came in.
  const template = useMemo(() => localizeTemplateTexts(sourceTemplate, t), [sourceTemplate, t]);
  const client = useApiClient();
  const { state, dispatch, doc, page } = useDesignState(template, initialDoc);
  const { library, uploads, usage } = usePhotoLibrary({ client, template, doc, initialLibrary });
  const { colors, rootRef } = useCanvasColors();
  const fontsReady = useEditorFontsReady();
  const calendar = useCalendarDrawing(template, doc, colors);
  const autosave = useDesignSaving({
    client,
    articleId,
    template,
    doc,
    library,
    design,
    initialDirty,
    name: t('defaultDesignName'),
    colors,
    calendar,
    onDesignSaved,
  });
  const cart = useAddToCart({ client, articleId, designId: design?.id, autosave, onAddedToCart });
  useEditorKeyboard(dispatch);

  const issues = useMemo(() => checkDesign(template, doc), [template, doc]);
  const printCheck = usePrintCheck(dispatch, () => cart.setCheckOpen(false));
  const pageTools = pageToolsOf(template, doc, page, dispatch);
  const selectedPhotoSlot = state.selection?.kind === 'photo' ? state.selection.id : null;
  const placing = usePhotoPlacing({ ...pageTools, selectedPhotoSlot, library });
  const pageView = usePageView(template, doc, state.pageIndex, page);
  const { stageRef, canvasWidth } = useStageSize(template, pageView.spreadView, pageView.phone);

  return (
    <CalendarDrawingContext value={calendar}>
      <div className={styles.editor} ref={rootRef} data-testid="constructor-editor">
        <EditorHeader
          history={state.history}
          dispatch={dispatch}
          saveStatus={autosave.status}
          onRetrySave={() => void autosave.saveNow()}
          cart={cart}
          hasIssues={issues.length > 0}
          phone={pageView.phone}
          product={<EditorProduct articleId={articleId} template={template} doc={doc} />}
          printCheck={{ template, doc, issues, ...printCheck }}
          preview={<ProductPreview template={template} doc={doc} compact={pageView.phone} />}
          designLinkFor={guest ? autosave.designId : null}
        />
        <CartAlerts cart={cart} saveFailed={autosave.status === 'failed'} />
        <EditorWorkspace
          pageTools={pageTools}
          pageIndex={state.pageIndex}
          selection={state.selection}
          issues={issues}
          library={library}
          usage={usage}
          uploads={uploads}
          placing={placing}
          pageView={pageView}
          stage={{ stageRef, canvasWidth, colors, fontsReady }}
          onAddText={() => addFreeText(template, page, dispatch, t('text.newText'))}
        />
        <CartCheckDialog cart={cart}>
          <IssueList template={template} doc={doc} issues={issues} onShow={printCheck.onShow} />
        </CartCheckDialog>
      </div>
    </CalendarDrawingContext>
  );
}

/** What became of the last add to the cart. */
function CartAlerts({ cart, saveFailed }: { cart: AddToCart; saveFailed: boolean }) {
  const { t } = useTranslation('constructor');
  return (
    <>
      {cart.cartState === 'added' ? (
        <Alert tone="positive">{cart.inCart ? t('cart.updated') : t('cart.added')}</Alert>
      ) : null}
      {cart.cartState === 'failed' ? (
        <Alert tone="critical">{saveFailed ? t('cart.saveFirst') : t('cart.failed')}</Alert>
      ) : null}
    </>
  );
}
