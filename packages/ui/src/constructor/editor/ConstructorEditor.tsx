import type { Cart } from '@shop/domain';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { useApiClient } from '../../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { writeDraft } from '../data/localDraft.ts';
import { useAutosave } from '../data/useAutosave.ts';
import {
  allowsFreePhotos,
  checkDesign,
  createEditorState,
  editorReducer,
  emptyPhotoSlots,
  missingContentKinds,
  pagePhotoSlots,
  pageTextSlots,
  spreadOfPage,
  spreadsOf,
  type DesignDoc,
  type PhotoAsset,
  type Template,
} from '../model/index.ts';
import { CartCheckDialog } from './CartCheckDialog.tsx';
import * as styles from './Editor.css.ts';
import { EditorHeader } from './EditorHeader.tsx';
import { useEditorFontsReady } from './fonts.ts';
import { addFreeText } from './freeContent.ts';
import { IssueList } from './IssueList.tsx';
import { localizeTemplateTexts } from './localizedTemplate.ts';
import { PageNav, type PageView } from './PageNav.tsx';
import { PageStage } from './PageStage.tsx';
import { PageStrip } from './PageStrip.tsx';
import { ToolPanels } from './panels/ToolPanels.tsx';
import { PhoneToolbar } from './phone/PhoneToolbar.tsx';
import { PhotoTray } from './PhotoTray.tsx';
import { renderPagePreview } from './renderPagePreview.ts';
import { SlotList } from './SlotList.tsx';
import { readCanvasColors, type CanvasColors, fallbackCanvasColors } from './themeColors.ts';
import { useAddToCart } from './useAddToCart.ts';
import { useEditorKeyboard } from './useEditorKeyboard.ts';
import { usePhoneLayout } from './usePhoneLayout.ts';
import { usePhotoLibrary } from './usePhotoLibrary.ts';
import { usePhotoPlacing } from './usePhotoPlacing.ts';
import { useShowIssue } from './useShowIssue.ts';
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
}: ConstructorEditorProps) {
  const { t } = useTranslation('constructor');
  // Default texts in the site's language, whatever language the template came in.
  const template = useMemo(() => localizeTemplateTexts(sourceTemplate, t), [sourceTemplate, t]);
  const client = useApiClient();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    createEditorState(template, initialDoc),
  );
  const doc = state.history.present;
  const page = doc.pages[state.pageIndex] ?? doc.pages[0];
  if (!page) throw new Error('A product template has at least one page');
  const { library, uploads, usage } = usePhotoLibrary({ client, template, doc, initialLibrary });
  const [colors, setColors] = useState<CanvasColors>(fallbackCanvasColors);
  const rootRef = useCallback((element: HTMLElement | null) => {
    if (element) setColors(readCanvasColors(element));
  }, []);
  const fontsReady = useEditorFontsReady();
  // Books open as spreads (the cover on its own); other products and the single view page by page.
  const [view, setView] = useState<PageView>('spread');

  const { brand } = useCountrySite();
  const autosave = useAutosave({
    client,
    articleId,
    template,
    doc,
    initial: { designId: design?.id ?? null, revision: design?.revision ?? null },
    initialDirty,
    name: t('defaultDesignName'),
    brand,
    onSaved: onDesignSaved,
    renderPreview: (current) =>
      current.pages[0]
        ? renderPagePreview(template, current.pages[0], colors)
        : Promise.resolve(null),
  });
  const cart = useAddToCart({ client, articleId, designId: design?.id, autosave, onAddedToCart });

  // The local copy follows every change, so a reload or a crash loses nothing.
  useEffect(() => {
    const saved = autosave.saved.current;
    writeDraft({
      articleId,
      templateId: template.id,
      designId: saved.designId,
      revision: saved.revision,
      doc,
      library,
    });
  }, [articleId, autosave.saved, autosave.status, doc, library, template.id]);

  useEditorKeyboard(dispatch);

  const issues = useMemo(() => checkDesign(template, doc), [template, doc]);
  const printWarnings = issues.filter((issue) => !missingContentKinds.includes(issue.kind));
  const showIssue = useShowIssue(dispatch, () => cart.setCheckOpen(false));
  const photoSlots = pagePhotoSlots(template, page);
  const textSlots = pageTextSlots(template, page);
  const selectedPhotoSlot = state.selection?.kind === 'photo' ? state.selection.id : null;
  const placing = usePhotoPlacing({
    template,
    doc,
    page,
    photoSlots,
    selectedPhotoSlot,
    library,
    dispatch,
  });
  const pageAllowsFreePhotos = allowsFreePhotos(template, page);

  const spreads = spreadsOf(template, doc);
  const hasSpreads = spreads.some((spread) => spread.length > 1);
  // A phone shows one page at a time, as wide as the screen.
  const phone = usePhoneLayout();
  const spreadView = view === 'spread' && hasSpreads && !phone;
  const spreadIndex = spreadOfPage(spreads, state.pageIndex);
  const shownPages = (spreadView ? (spreads[spreadIndex] ?? [page.index]) : [page.index]).flatMap(
    (index) => doc.pages[index] ?? [],
  );
  const { stageRef, canvasWidth } = useStageSize(template, spreadView);

  const pageTools = { template, doc, page, photoSlots, textSlots, dispatch };
  const toolPanels = <ToolPanels {...pageTools} selection={state.selection} />;

  return (
    <div className={styles.editor} ref={rootRef} data-testid="constructor-editor">
      <EditorHeader
        history={state.history}
        dispatch={dispatch}
        saveStatus={autosave.status}
        onRetrySave={() => void autosave.saveNow()}
        cart={cart}
        hasIssues={issues.length > 0}
      />
      {cart.cartState === 'added' ? (
        <Alert tone="positive">{cart.inCart ? t('cart.updated') : t('cart.added')}</Alert>
      ) : null}
      {cart.cartState === 'failed' ? (
        <Alert tone="critical">
          {autosave.status === 'failed' ? t('cart.saveFirst') : t('cart.failed')}
        </Alert>
      ) : null}
      <div className={styles.workspace}>
        <PhotoTray
          library={library}
          pending={uploads.pending}
          batch={uploads.batch}
          thumbnails={uploads.thumbnails}
          usage={usage}
          hasSelectedSlot={selectedPhotoSlot !== null}
          canAutoFill={library.length > 0 && emptyPhotoSlots(template, doc).length > 0}
          onUpload={uploads.upload}
          onRetry={uploads.retry}
          onRemove={uploads.remove}
          onCancelAll={uploads.cancelAll}
          onPlace={placing.placePhoto}
          // A phone places photos freely from the pinned bar's "Add photo" (finger-sized).
          onPlaceFree={
            pageAllowsFreePhotos && !phone ? (photo) => placing.placeFreePhoto(photo) : undefined
          }
          onAutoFill={(repeat) =>
            dispatch({ type: 'command', command: { type: 'autoFill', photos: library, repeat } })
          }
        />
        <div className={`${styles.stageColumn} ${styles.mainStage}`}>
          <PageNav
            doc={doc}
            pageIndex={state.pageIndex}
            spreads={spreads}
            spreadIndex={spreadIndex}
            spreadView={spreadView}
            view={view}
            onView={setView}
            phone={phone}
            shownPages={shownPages}
            dispatch={dispatch}
          />
          {printWarnings.length > 0 ? (
            <Alert tone="caution" title={t('issues.heading')} urgency="polite">
              <IssueList template={template} doc={doc} issues={printWarnings} onShow={showIssue} />
            </Alert>
          ) : null}
          <PageStage
            template={template}
            page={page}
            shownPages={shownPages}
            selection={state.selection}
            issues={issues}
            canvasWidth={canvasWidth}
            colors={colors}
            fontsReady={fontsReady}
            spreadView={spreadView}
            stageRef={stageRef}
            placing={placing}
            onDropFiles={uploads.upload}
            dispatch={dispatch}
          />
          <p className={styles.hint}>{t('guides')}</p>
          {hasSpreads ? (
            <PageStrip
              template={template}
              doc={doc}
              pageIndex={state.pageIndex}
              spreads={spreads}
              dispatch={dispatch}
              swipeable={phone}
            />
          ) : null}
          <SlotList {...pageTools} selection={state.selection} issues={issues} />
        </div>
        {phone ? (
          // On a phone the pinned bar has the selection's tools; the rest waits, folded.
          <details className={styles.moreTools}>
            <summary className={styles.moreToolsSummary}>{t('tools')}</summary>
            <div className={styles.stageColumn}>{toolPanels}</div>
          </details>
        ) : (
          <div className={styles.stageColumn}>{toolPanels}</div>
        )}
      </div>
      {phone ? (
        <PhoneToolbar
          {...pageTools}
          selection={state.selection}
          library={library}
          thumbnails={uploads.thumbnails}
          onUpload={uploads.upload}
          onPlace={placing.placePhoto}
          onPlaceFree={pageAllowsFreePhotos ? (photo) => placing.placeFreePhoto(photo) : undefined}
          onAddText={() => addFreeText(template, page, dispatch, t('text.newText'))}
        />
      ) : null}
      <CartCheckDialog cart={cart}>
        <IssueList template={template} doc={doc} issues={issues} onShow={showIssue} />
      </CartCheckDialog>
    </div>
  );
}
