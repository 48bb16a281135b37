import type { Cart } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Dialog, DialogClose } from '../../design-system/primitives/Dialog/Dialog.tsx';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';
import { writeDraft } from '../data/localDraft.ts';
import { useAutosave, type SaveStatus } from '../data/useAutosave.ts';
import { neededShortSide } from '../data/prepareImage.ts';
import { useCartLineOfDesign } from '../data/useCartLineOfDesign.ts';
import { useUploads } from '../data/useUploads.ts';
import {
  allowsFreePhotos,
  canRedo,
  canUndo,
  checkDesign,
  createEditorState,
  missingContentKinds,
  editorReducer,
  emptyPhotoSlots,
  pagePhotoSlots,
  pageTextSlots,
  photoUsage,
  spreadOfPage,
  spreadsOf,
  type DesignDoc,
  type DesignIssue,
  type DesignPage,
  type PhotoAsset,
  type Template,
} from '../model/index.ts';
import * as styles from './Editor.css.ts';
import { IssueList } from './IssueList.tsx';
import { loadEditorFonts } from './fonts.ts';
import { localizeTemplateTexts } from './localizedTemplate.ts';
import { PageCanvas } from './canvas/PageCanvas.tsx';
import type { SpreadPage } from './canvas/useSwapTargets.ts';
import { PageStrip, usePageName } from './PageStrip.tsx';
import * as pageStyles from './Pages.css.ts';
import { PagesPanel } from './PagesPanel.tsx';
import { PhoneToolbar } from './PhoneToolbar.tsx';
import { PhotoTray } from './PhotoTray.tsx';
import { renderPagePreview } from './renderPagePreview.ts';
import { SlotList } from './SlotList.tsx';
import { readCanvasColors, type CanvasColors, fallbackCanvasColors } from './themeColors.ts';
import {
  addFreeText,
  FreePhotoPanel,
  newFreePhotoId,
  PagePanel,
  PhotoPanel,
  TextPanel,
} from './ToolPanels.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { RedoIcon, UndoIcon } from '../../design-system/primitives/Icon/icons.ts';

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

const maxCanvasWidth = 560;
const maxCanvasHeight = 600;

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.tagName === 'TEXTAREA' ||
      (target.tagName === 'INPUT' &&
        !['range', 'button', 'checkbox', 'radio', 'color'].includes(
          (target as HTMLInputElement).type,
        )))
  );
}

function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
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
    </div>
  );
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
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    createEditorState(template, initialDoc),
  );
  const doc = state.history.present;
  const page = doc.pages[state.pageIndex] ?? doc.pages[0];
  if (!page) throw new Error('A product template has at least one page');
  const [library, setLibrary] = useState<PhotoAsset[]>(() => {
    // Photos already placed belong in the tray too.
    const placed = doc.pages.flatMap((candidate) =>
      [...Object.values(candidate.photos), ...candidate.freePhotos].map((entry) => entry.photo),
    );
    const all = [...initialLibrary, ...placed];
    return all.filter(
      (photo, index) => all.findIndex((other) => other.url === photo.url) === index,
    );
  });
  const [colors, setColors] = useState<CanvasColors>(fallbackCanvasColors);
  const rootRef = useCallback((element: HTMLElement | null) => {
    if (element) setColors(readCanvasColors(element));
  }, []);
  const [stageBox, setStageBox] = useState<HTMLElement | null>(null);
  const [stageWidth, setStageWidth] = useState(0);
  const [fontsReady, setFontsReady] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [checkOpen, setCheckOpen] = useState(false);
  const [cartState, setCartState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const titleId = useId();
  // Books open as spreads (the cover on its own); other products and the single view page by page.
  const [view, setView] = useState<'spread' | 'page'>('spread');

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
  const lineInCart = useCartLineOfDesign(client, design?.id);

  const uploadOrder = useRef(new Map<string, number>());
  const uploads = useUploads(
    client,
    useCallback(
      // Photos sent together finish in any order; the library keeps the order they were chosen in.
      (photo: PhotoAsset, order: number) =>
        setLibrary((current) => {
          if (current.some((other) => other.url === photo.url)) return current;
          uploadOrder.current.set(photo.url, order);
          const at = current.findIndex(
            (other) => (uploadOrder.current.get(other.url) ?? -1) > order,
          );
          return at < 0 ? [...current, photo] : current.toSpliced(at, 0, photo);
        }),
      [],
    ),
    { shortSide: neededShortSide(template) },
  );

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

  useEffect(() => {
    let active = true;
    void loadEditorFonts().then(() => active && setFontsReady(true));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!stageBox) return;
    // The room inside the box's padding (less on a phone, where the page fills the width).
    const measure = () => {
      const box = getComputedStyle(stageBox);
      const padding = parseFloat(box.paddingLeft) + parseFloat(box.paddingRight);
      setStageWidth(Math.floor(stageBox.clientWidth - (padding || 0)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stageBox);
    return () => observer.disconnect();
  }, [stageBox]);

  // Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, except while typing where the field undoes.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const issues = useMemo(() => checkDesign(template, doc), [template, doc]);
  const printWarnings = issues.filter((issue) => !missingContentKinds.includes(issue.kind));
  const [focusAfterShow, setFocusAfterShow] = useState<string | null>(null);
  // "Show" on a print-check entry: go to its page, select it, and put the focus on it in the slot list.
  const showIssue = (issue: DesignIssue) => {
    setCheckOpen(false);
    dispatch({ type: 'goToPage', pageIndex: issue.pageIndex });
    const free = 'free' in issue && issue.free;
    const kind = issue.kind.startsWith('text')
      ? free
        ? 'freeText'
        : 'text'
      : free
        ? 'freePhoto'
        : 'photo';
    if (issue.slotId) dispatch({ type: 'select', selection: { kind, id: issue.slotId } });
    setFocusAfterShow(
      issue.slotId ? `[data-slot-id="${CSS.escape(issue.slotId)}"]` : '[data-slot-id]',
    );
  };
  useEffect(() => {
    if (!focusAfterShow) return;
    const focus = () =>
      document
        .querySelector<HTMLElement>(`[data-testid="constructor-editor"] ${focusAfterShow}`)
        ?.focus();
    // Again after the dialog has handed the focus back to its opener.
    const timers = [
      window.setTimeout(focus, 0),
      window.setTimeout(() => {
        focus();
        setFocusAfterShow(null);
      }, 120),
    ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [focusAfterShow]);
  const photoSlots = pagePhotoSlots(template, page);
  const textSlots = pageTextSlots(template, page);
  const usage = useMemo(() => {
    const pages = new Map<string, number[]>();
    for (const [url, uses] of photoUsage(doc))
      pages.set(url, [...new Set(uses.map((use) => use.pageIndex + 1))]);
    return pages;
  }, [doc]);
  const selectedPhotoSlot = state.selection?.kind === 'photo' ? state.selection.id : null;

  const placePhoto = (photo: PhotoAsset) => {
    const target =
      selectedPhotoSlot ??
      emptyPhotoSlots(template, doc).find((entry) => entry.pageIndex === page.index)?.slot.id ??
      photoSlots[0]?.id;
    if (!target) return;
    dispatch({
      type: 'command',
      command: { type: 'placePhoto', pageIndex: page.index, slotId: target, photo },
    });
    dispatch({ type: 'select', selection: { kind: 'photo', id: target } });
  };

  /** A photo anywhere on a page that allows it (centred, or where it was dropped), selected. */
  const placeFreePhoto = (photo: PhotoAsset, at?: { x: number; y: number }, on = page) => {
    if (!allowsFreePhotos(template, on)) return;
    const id = newFreePhotoId();
    if (on.index !== page.index) dispatch({ type: 'goToPage', pageIndex: on.index });
    dispatch({
      type: 'command',
      command: { type: 'placeFreePhoto', pageIndex: on.index, id, photo, ...(at ? { at } : {}) },
    });
    dispatch({ type: 'select', selection: { kind: 'freePhoto', id } });
  };
  const pageAllowsFreePhotos = allowsFreePhotos(template, page);
  const selectedFreePhoto =
    state.selection?.kind === 'freePhoto'
      ? page.freePhotos.find((free) => free.id === state.selection?.id)
      : undefined;

  const addToCart = async () => {
    setCheckOpen(false);
    setCartState('adding');
    const saved = await autosave.saveNow();
    const designId = autosave.saved.current.designId;
    if (!saved || !designId) {
      setCartState('failed');
      return;
    }
    try {
      // Back from the cart, the saved design is its line's: the cart shows it with its new preview.
      const result = lineInCart
        ? await client.call('cart.get')
        : await client.call('cart.addLine', {
            article_id: articleId,
            quantity,
            design_id: designId,
          });
      queryClient.setQueryData(['cart'], result);
      setCartState('added');
      onAddedToCart?.(result.cart);
    } catch {
      setCartState('failed');
    }
  };

  const spreads = spreadsOf(template, doc);
  const hasSpreads = spreads.some((spread) => spread.length > 1);
  // A phone shows one page at a time, as wide as the screen.
  const phone = usePhoneLayout();
  const spreadView = view === 'spread' && hasSpreads && !phone;
  const spreadIndex = spreadOfPage(spreads, state.pageIndex);
  const shownPages = (spreadView ? (spreads[spreadIndex] ?? [page.index]) : [page.index]).flatMap(
    (index) => doc.pages[index] ?? [],
  );

  const canvasWidth = (() => {
    const fullWidth = template.print_size_mm.width + template.bleed_mm * 2;
    const fullHeight = template.print_size_mm.height + template.bleed_mm * 2;
    const available = Math.max(0, stageWidth);
    const perPage = spreadView ? Math.max(0, (available - 2) / 2) : available;
    return Math.floor(
      Math.min(perPage, maxCanvasWidth, (maxCanvasHeight * fullWidth) / fullHeight),
    );
  })();

  const sideLabel = usePageName(doc);
  const goToSpread = (index: number) => {
    const first = spreads[index]?.[0];
    if (first !== undefined) dispatch({ type: 'goToPage', pageIndex: first });
  };

  // The spread's canvases, so a photo can be dragged from one page onto the facing one.
  const [spreadPages] = useState(() => new Map<string, SpreadPage>());
  const canvasOf = (shown: DesignPage) => (
    <PageCanvas
      template={template}
      page={shown}
      photoSlots={pagePhotoSlots(template, shown)}
      textSlots={pageTextSlots(template, shown)}
      selection={shown.index === page.index ? state.selection : null}
      issues={issues}
      width={canvasWidth}
      colors={colors}
      dispatch={dispatch}
      label={`${t('canvasLabel', { page: shown.index + 1 })}. ${t('canvasHint')}`}
      spreadPages={spreadView ? spreadPages : undefined}
      onDropFiles={uploads.upload}
      onDropPhoto={(slotId, json) => {
        const photo = library.find(
          (candidate) => candidate.url === (JSON.parse(json) as PhotoAsset).url,
        );
        if (!photo) return;
        if (shown.index !== page.index) dispatch({ type: 'goToPage', pageIndex: shown.index });
        dispatch({
          type: 'command',
          command: { type: 'placePhoto', pageIndex: shown.index, slotId, photo },
        });
        dispatch({ type: 'select', selection: { kind: 'photo', id: slotId } });
      }}
      onDropFreePhoto={
        allowsFreePhotos(template, shown)
          ? (json, at) => {
              const photo = library.find(
                (candidate) => candidate.url === (JSON.parse(json) as PhotoAsset).url,
              );
              if (photo) placeFreePhoto(photo, at, shown);
            }
          : undefined
      }
    />
  );

  const toolPanels = (
    <>
      <PagesPanel template={template} doc={doc} pageIndex={page.index} dispatch={dispatch} />
      {selectedFreePhoto ? (
        <FreePhotoPanel
          template={template}
          doc={doc}
          page={page}
          free={selectedFreePhoto}
          dispatch={dispatch}
        />
      ) : (
        <PhotoPanel
          template={template}
          doc={doc}
          page={page}
          slotId={selectedPhotoSlot}
          dispatch={dispatch}
          photoSlots={photoSlots}
        />
      )}
      <TextPanel
        template={template}
        page={page}
        selection={state.selection}
        textSlots={textSlots}
        dispatch={dispatch}
      />
      <PagePanel page={page} dispatch={dispatch} />
    </>
  );

  return (
    <div className={styles.editor} ref={rootRef} data-testid="constructor-editor">
      <header className={styles.header}>
        <h1 className={styles.title} id={titleId}>
          {t('title')}
        </h1>
        <SaveIndicator status={autosave.status} onRetry={() => void autosave.saveNow()} />
        <div className={styles.headerGroup} role="toolbar" aria-label={t('toolbar')}>
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            icon={<Icon icon={UndoIcon} size="small" />}
            disabled={!canUndo(state.history)}
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
            disabled={!canRedo(state.history)}
            onClick={() => dispatch({ type: 'redo' })}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            {t('redo')}
          </Button>
        </div>
        <div className={styles.headerGroup}>
          {lineInCart ? null : (
            <label className={styles.nativeLabel}>
              {t('cart.quantity')}
              <input
                className={`${styles.nativeControl} ${styles.quantity}`}
                type="number"
                min={1}
                max={99}
                value={quantity}
                onChange={(event) =>
                  setQuantity(
                    Math.min(99, Math.max(1, Math.round(Number(event.target.value)) || 1)),
                  )
                }
              />
            </label>
          )}
          <Button
            loading={cartState === 'adding'}
            onClick={() => (issues.length > 0 ? setCheckOpen(true) : void addToCart())}
          >
            {lineInCart ? t('cart.update') : t('cart.add')}
          </Button>
        </div>
      </header>
      {cartState === 'added' ? (
        <Alert tone="positive">{lineInCart ? t('cart.updated') : t('cart.added')}</Alert>
      ) : null}
      {cartState === 'failed' ? (
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
          onPlace={placePhoto}
          // A phone places photos freely from the pinned bar's "Add photo" (finger-sized).
          onPlaceFree={
            pageAllowsFreePhotos && !phone ? (photo) => placeFreePhoto(photo) : undefined
          }
          onAutoFill={() =>
            dispatch({ type: 'command', command: { type: 'autoFill', photos: library } })
          }
        />
        <div className={`${styles.stageColumn} ${styles.mainStage}`}>
          <nav className={styles.pageNav} aria-label={t('pages.label')}>
            <Button
              size="small"
              variant="ghost"
              tone="neutral"
              disabled={spreadView ? spreadIndex === 0 : state.pageIndex === 0}
              onClick={() =>
                spreadView
                  ? goToSpread(spreadIndex - 1)
                  : dispatch({ type: 'goToPage', pageIndex: state.pageIndex - 1 })
              }
            >
              {spreadView ? t('pages.previousSpread') : t('pages.previous')}
            </Button>
            {hasSpreads && phone ? null : hasSpreads ? (
              <div className={styles.buttonRow} role="group" aria-label={t('pages.view')}>
                {(['spread', 'page'] as const).map((option) => (
                  <Button
                    key={option}
                    size="small"
                    variant={view === option ? 'solid' : 'soft'}
                    tone="neutral"
                    aria-pressed={view === option}
                    onClick={() => setView(option)}
                  >
                    {t(option === 'spread' ? 'pages.viewSpread' : 'pages.viewPage')}
                  </Button>
                ))}
              </div>
            ) : (
              <ul className={styles.pageList}>
                {doc.pages.map((candidate, index) => (
                  <li key={candidate.id}>
                    <Button
                      size="small"
                      variant={index === state.pageIndex ? 'solid' : 'soft'}
                      tone="neutral"
                      aria-current={index === state.pageIndex ? 'page' : undefined}
                      onClick={() => dispatch({ type: 'goToPage', pageIndex: index })}
                    >
                      {sideLabel(index)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Button
              size="small"
              variant="ghost"
              tone="neutral"
              disabled={
                spreadView
                  ? spreadIndex >= spreads.length - 1
                  : state.pageIndex >= doc.pages.length - 1
              }
              onClick={() =>
                spreadView
                  ? goToSpread(spreadIndex + 1)
                  : dispatch({ type: 'goToPage', pageIndex: state.pageIndex + 1 })
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
              : t('pages.current', { page: state.pageIndex + 1, count: doc.pages.length })}
          </p>
          {printWarnings.length > 0 ? (
            <Alert tone="caution" title={t('issues.heading')} urgency="polite">
              <IssueList template={template} doc={doc} issues={printWarnings} onShow={showIssue} />
            </Alert>
          ) : null}
          <div className={styles.stageBox} ref={setStageBox}>
            {fontsReady && canvasWidth > 0 ? (
              shownPages.length > 1 ? (
                <div className={pageStyles.spread} data-testid="spread">
                  {shownPages.map((shown) => (
                    // The facing page opens on the first touch; keyboard users open it in the page strip.
                    <div
                      key={shown.id}
                      className={pageStyles.spreadPage}
                      data-active={shown.index === page.index}
                      onPointerDownCapture={() => {
                        if (shown.index !== page.index)
                          dispatch({ type: 'goToPage', pageIndex: shown.index });
                      }}
                    >
                      {canvasOf(shown)}
                    </div>
                  ))}
                </div>
              ) : (
                canvasOf(page)
              )
            ) : (
              <Spinner label={t('loading')} />
            )}
          </div>
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
          <SlotList
            template={template}
            doc={doc}
            page={page}
            photoSlots={photoSlots}
            textSlots={textSlots}
            selection={state.selection}
            issues={issues}
            dispatch={dispatch}
          />
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
          template={template}
          doc={doc}
          page={page}
          selection={state.selection}
          photoSlots={photoSlots}
          textSlots={textSlots}
          library={library}
          thumbnails={uploads.thumbnails}
          dispatch={dispatch}
          onUpload={uploads.upload}
          onPlace={placePhoto}
          onPlaceFree={pageAllowsFreePhotos ? (photo) => placeFreePhoto(photo) : undefined}
          onAddText={() => addFreeText(template, page, dispatch, t('text.newText'))}
        />
      ) : null}
      <Dialog
        open={checkOpen}
        onOpenChange={setCheckOpen}
        title={t('cart.checkTitle')}
        description={t('cart.checkDescription')}
        footer={
          <>
            <DialogClose>
              <Button variant="soft" tone="neutral">
                {t('cart.fix')}
              </Button>
            </DialogClose>
            <Button onClick={() => void addToCart()}>
              {lineInCart ? t('cart.updateAnyway') : t('cart.addAnyway')}
            </Button>
          </>
        }
      >
        <IssueList template={template} doc={doc} issues={issues} onShow={showIssue} />
      </Dialog>
    </div>
  );
}
