import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { TextArea } from '../../design-system/primitives/TextArea/TextArea.tsx';
import {
  maxZoom,
  minZoomOf,
  pageLayouts,
  pagePhotoSlots,
  photoFits,
  slotDpi,
  smallestWidth,
  textOfSlot,
  type DesignDoc,
  type DesignPage,
  type FreePhoto,
  type FreeText,
  type PhotoSlot,
  type PlacedPhoto,
  type PlacedText,
  type Selection,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { editorFontGroups, editorFonts, type FontGroup } from './fonts.ts';
import { usePageName } from './PageStrip.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import {
  BringForwardIcon,
  FlipHorizontalIcon,
  FlipVerticalIcon,
  SendBackwardIcon,
} from '../../design-system/primitives/Icon/icons.ts';

const backgroundColors = [
  { name: 'white', color: '#ffffff' },
  { name: 'cream', color: '#f7f1e3' },
  { name: 'sand', color: '#e8d8b9' },
  { name: 'sky', color: '#d6e9f8' },
  { name: 'sage', color: '#d5e3d0' },
  { name: 'charcoal', color: '#2e3138' },
] as const;

function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 className={styles.panelHeading} id={id}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A slider whose slide is one undo step: each value goes to `onSlide` under the gesture's name,
 * and the gesture ends on release (pointer or key).
 */
function GestureSlider({
  label,
  min,
  max,
  step,
  value,
  valueText,
  onSlide,
  dispatch,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  valueText: string;
  onSlide: (value: number) => void;
  dispatch: EditorDispatch;
}) {
  const endGesture = () => dispatch({ type: 'endGesture' });
  return (
    <label className={styles.rangeField}>
      {label}
      <input
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onSlide(Number(event.target.value))}
        onPointerUp={endGesture}
        onKeyUp={endGesture}
      />
    </label>
  );
}

/**
 * The photo's zoom, from the whole photo (when the slot shows it whole) or filling the slot up to
 * the maximum; a slide is one undo step, ended on release.
 */
export function PhotoZoomSlider({
  slot,
  pageIndex,
  slotId,
  placed,
  dispatch,
}: {
  slot: PhotoSlot | undefined;
  pageIndex: number;
  slotId: string;
  placed: PlacedPhoto;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const minZoom = slot ? minZoomOf(slot, placed.photo, placed.transform.rotation, placed.fit) : 1;
  return (
    <GestureSlider
      label={t('photo.zoom')}
      min={Math.floor(minZoom * 100) / 100}
      max={maxZoom}
      step={0.05}
      value={placed.transform.zoom}
      valueText={`${Math.round(placed.transform.zoom * 100)}%`}
      onSlide={(zoom) =>
        dispatch({
          type: 'command',
          command: { type: 'zoomPhoto', zoom, pageIndex, slotId },
          gesture: `zoom-slider-${slotId}`,
        })
      }
      dispatch={dispatch}
    />
  );
}

export function PhotoPanel({
  template,
  doc,
  page,
  slotId,
  dispatch,
  photoSlots = [],
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  slotId: string | null;
  dispatch: EditorDispatch;
  /** The page's photo slots, for "swap with…". */
  photoSlots?: readonly PhotoSlot[];
}) {
  const { t } = useTranslation('constructor');
  const placed = slotId ? page.photos[slotId] : undefined;
  if (!slotId || !placed)
    return (
      <Panel heading={t('photo.heading')}>
        <p className={styles.hint}>{slotId ? t('photo.emptySlot') : t('photo.none')}</p>
      </Panel>
    );
  const command = (
    change:
      { type: 'rotatePhoto'; rotation: number } | { type: 'resetPhoto' } | { type: 'removePhoto' },
    gesture?: string,
  ) =>
    dispatch({ type: 'command', command: { ...change, pageIndex: page.index, slotId }, gesture });
  const dpi = Math.floor(slotDpi(template, doc, page.index, slotId) ?? 0);
  return (
    <Panel heading={t('photo.heading')}>
      <p className={styles.hint}>{t('photo.dpi', { dpi })}</p>
      <PhotoArrangeTools
        template={template}
        doc={doc}
        page={page}
        slotId={slotId}
        photoSlots={photoSlots}
        dispatch={dispatch}
      />
      <PhotoZoomSlider
        slot={photoSlots.find((candidate) => candidate.id === slotId)}
        pageIndex={page.index}
        slotId={slotId}
        placed={placed}
        dispatch={dispatch}
      />
      <GestureSlider
        label={t('photo.rotation')}
        min={-180}
        max={180}
        step={1}
        value={Math.round(placed.transform.rotation)}
        valueText={`${Math.round(placed.transform.rotation)}°`}
        onSlide={(rotation) =>
          command({ type: 'rotatePhoto', rotation }, `rotate-slider-${slotId}`)
        }
        dispatch={dispatch}
      />
      <div className={styles.buttonRow}>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          onClick={() => command({ type: 'rotatePhoto', rotation: placed.transform.rotation + 90 })}
        >
          {t('photo.rotate')}
        </Button>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          onClick={() => command({ type: 'resetPhoto' })}
        >
          {t('photo.reset')}
        </Button>
        <Button
          size="small"
          variant="soft"
          tone="critical"
          onClick={() => command({ type: 'removePhoto' })}
        >
          {t('photo.remove')}
        </Button>
      </div>
    </Panel>
  );
}

/**
 * A free photo's size: its width in millimetres (the height follows the photo's aspect), from the
 * smallest allowed to a page and a half; a slide is one undo step, ended on release.
 */
export function FreePhotoSizeSlider({
  template,
  pageIndex,
  free,
  dispatch,
}: {
  template: Template;
  pageIndex: number;
  free: FreePhoto;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const max = Math.ceil(Math.max(free.width, template.print_size_mm.width * 1.5));
  return (
    <GestureSlider
      label={t('photo.size')}
      min={Math.ceil(smallestWidth(free.photo))}
      max={max}
      step={1}
      value={Math.round(free.width)}
      valueText={t('photo.sizeValue', {
        width: Math.round(free.width),
        height: Math.round(free.height),
      })}
      onSlide={(width) =>
        dispatch({
          type: 'command',
          command: { type: 'resizeFreePhoto', pageIndex, id: free.id, width },
          gesture: `size-slider-${free.id}`,
        })
      }
      dispatch={dispatch}
    />
  );
}

/**
 * The tools of a photo placed freely: it always shows the whole photo, so there is no crop, zoom
 * or fit; it flips, resizes, turns, goes over or under the other free photos, and comes off.
 */
export function FreePhotoPanel({
  template,
  doc,
  page,
  free,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  free: FreePhoto;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const update = (changes: Partial<FreePhoto>, gesture?: string) =>
    dispatch({
      type: 'command',
      command: { type: 'updateFreePhoto', pageIndex: page.index, id: free.id, changes },
      gesture,
    });
  const arrange = (direction: 'forward' | 'backward') =>
    dispatch({
      type: 'command',
      command: { type: 'arrangeFreePhoto', pageIndex: page.index, id: free.id, direction },
    });
  const position = page.freePhotos.findIndex((candidate) => candidate.id === free.id);
  const dpi = Math.floor(slotDpi(template, doc, page.index, free.id) ?? 0);
  return (
    <Panel heading={t('photo.freeHeading')}>
      <p className={styles.hint}>{t('photo.dpi', { dpi })}</p>
      <div className={styles.buttonRow}>
        {(['horizontal', 'vertical'] as const).map((axis) => {
          const key = axis === 'horizontal' ? 'flipX' : 'flipY';
          const pressed = Boolean(free[key]);
          const flipIcon = axis === 'horizontal' ? FlipHorizontalIcon : FlipVerticalIcon;
          return (
            <Button
              key={axis}
              size="small"
              variant={pressed ? 'solid' : 'soft'}
              tone="neutral"
              aria-pressed={pressed}
              icon={<Icon icon={flipIcon} size="small" />}
              onClick={() => update({ [key]: !pressed })}
            >
              {t(`photo.flip_${axis}`)}
            </Button>
          );
        })}
      </div>
      <FreePhotoSizeSlider
        template={template}
        pageIndex={page.index}
        free={free}
        dispatch={dispatch}
      />
      <GestureSlider
        label={t('photo.rotation')}
        min={-180}
        max={180}
        step={1}
        value={Math.round(free.rotation)}
        valueText={`${Math.round(free.rotation)}°`}
        onSlide={(rotation) => update({ rotation }, `rotate-slider-${free.id}`)}
        dispatch={dispatch}
      />
      <div className={styles.buttonRow}>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          onClick={() => update({ rotation: free.rotation + 90 })}
        >
          {t('photo.rotate')}
        </Button>
        {page.freePhotos.length > 1 ? (
          <>
            <Button
              size="small"
              variant="soft"
              tone="neutral"
              icon={<Icon icon={BringForwardIcon} size="small" />}
              disabled={position === page.freePhotos.length - 1}
              onClick={() => arrange('forward')}
            >
              {t('photo.forward')}
            </Button>
            <Button
              size="small"
              variant="soft"
              tone="neutral"
              icon={<Icon icon={SendBackwardIcon} size="small" />}
              disabled={position === 0}
              onClick={() => arrange('backward')}
            >
              {t('photo.backward')}
            </Button>
          </>
        ) : null}
        <Button
          size="small"
          variant="soft"
          tone="critical"
          onClick={() =>
            dispatch({
              type: 'command',
              command: { type: 'removeFreePhoto', pageIndex: page.index, id: free.id },
            })
          }
        >
          {t('photo.remove')}
        </Button>
      </div>
    </Panel>
  );
}

/** A slot the photo can trade places with: on its own page, or on another page of the book. */
interface SwapTarget {
  key: string;
  pageIndex: number;
  slotId: string;
  label: string;
}

/** The other slots of the page first, then every other page's slots in the book's order. */
function useSwapTargets(
  template: Template,
  doc: DesignDoc,
  page: DesignPage,
  slotId: string,
  photoSlots: readonly PhotoSlot[],
): SwapTarget[] {
  const { t } = useTranslation('constructor');
  const pageName = usePageName(doc);
  const slotsOf = (candidate: DesignPage) =>
    candidate.index === page.index ? photoSlots : pagePhotoSlots(template, candidate);
  const pages = [page, ...doc.pages.filter((candidate) => candidate.index !== page.index)];
  return pages.flatMap((candidate) => {
    const slots = slotsOf(candidate);
    return slots.flatMap((slot, position): SwapTarget[] => {
      if (candidate.index === page.index && slot.id === slotId) return [];
      const photo = t('slots.photo', { number: position + 1 });
      const name =
        candidate.index === page.index ? photo : `${pageName(candidate.index)} · ${photo}`;
      return [
        {
          key: `${candidate.id}/${slot.id}`,
          pageIndex: candidate.index,
          slotId: slot.id,
          label: candidate.photos[slot.id] ? name : `${name} (${t('slots.empty')})`,
        },
      ];
    });
  });
}

/**
 * Flip, fit or fill, and "swap with…": how the photo sits in its slot and which slot it is in,
 * on this page or another one of the book. Every one is a single undo step.
 */
function PhotoArrangeTools({
  template,
  doc,
  page,
  slotId,
  photoSlots,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  slotId: string;
  photoSlots: readonly PhotoSlot[];
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const fitId = useId();
  const others = useSwapTargets(template, doc, page, slotId, photoSlots);
  const [swapWith, setSwapWith] = useState('');
  const placed = page.photos[slotId];
  if (!placed) return null;
  const fit = placed.fit ?? 'fill';
  // By default another slot of this page, or else the next page's: the facing page of a spread.
  const target =
    others.find((candidate) => candidate.key === swapWith) ??
    others.find((candidate) => candidate.pageIndex === page.index) ??
    others.find((candidate) => candidate.pageIndex > page.index) ??
    others[0];
  return (
    <>
      <div className={styles.buttonRow} role="group" aria-labelledby={fitId}>
        <span className={styles.nativeLabel} id={fitId}>
          {t('photo.fitLabel')}
        </span>
        {photoFits.map((option) => (
          <Button
            key={option}
            size="small"
            variant={fit === option ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={fit === option}
            onClick={() =>
              dispatch({
                type: 'command',
                command: { type: 'setPhotoFit', pageIndex: page.index, slotId, fit: option },
              })
            }
          >
            {t(`photo.fit_${option}`)}
          </Button>
        ))}
      </div>
      <div className={styles.buttonRow}>
        {(['horizontal', 'vertical'] as const).map((axis) => {
          const pressed = Boolean(axis === 'horizontal' ? placed.flipX : placed.flipY);
          const flipIcon = axis === 'horizontal' ? FlipHorizontalIcon : FlipVerticalIcon;
          return (
            <Button
              key={axis}
              size="small"
              variant={pressed ? 'solid' : 'soft'}
              tone="neutral"
              aria-pressed={pressed}
              icon={<Icon icon={flipIcon} size="small" />}
              onClick={() =>
                dispatch({
                  type: 'command',
                  command: { type: 'flipPhoto', pageIndex: page.index, slotId, axis },
                })
              }
            >
              {t(`photo.flip_${axis}`)}
            </Button>
          );
        })}
      </div>
      {others.length > 0 ? (
        <div className={styles.buttonRow}>
          <label className={styles.nativeLabel}>
            {t('photo.swapWith')}
            <select
              className={styles.nativeControl}
              value={target?.key ?? ''}
              onChange={(event) => setSwapWith(event.target.value)}
            >
              {others.map((candidate) => (
                <option key={candidate.key} value={candidate.key}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            disabled={!target}
            onClick={() => {
              if (!target) return;
              dispatch({
                type: 'command',
                command: {
                  type: 'swapPhotos',
                  pageIndex: page.index,
                  fromSlotId: slotId,
                  toPageIndex: target.pageIndex,
                  toSlotId: target.slotId,
                },
              });
              // The page and the selection follow the photo to its new slot.
              dispatch({ type: 'goToPage', pageIndex: target.pageIndex });
              dispatch({ type: 'select', selection: { kind: 'photo', id: target.slotId } });
            }}
          >
            {t('photo.swap')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

const fontGroups = Object.keys(editorFontGroups) as FontGroup[];

/** The text's font, grouped by kind; a font the editor no longer offers stays listed while used. */
export function FontPicker({
  fontFamily,
  onFont,
}: {
  fontFamily: string;
  onFont: (fontFamily: string) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <label className={styles.nativeLabel}>
      {t('text.font')}
      <select
        className={styles.nativeControl}
        value={fontFamily}
        onChange={(event) => onFont(event.target.value)}
      >
        {editorFonts.includes(fontFamily) ? null : <option value={fontFamily}>{fontFamily}</option>}
        {fontGroups.map((group) => (
          <optgroup key={group} label={t(`text.fontGroup_${group}`)}>
            {editorFontGroups[group].map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
const lineHeights = {
  tight: 0.9,
  compact: 1,
  normal: 1.2,
  relaxed: 1.5,
  double: 2,
} as const;
const lineHeightNames = Object.keys(lineHeights) as (keyof typeof lineHeights)[];
const defaultLineHeight = 1.2;

function TextFields({
  value,
  maxLength,
  onText,
  onStyle,
  fieldRef,
}: {
  value: PlacedText;
  maxLength?: number;
  onText: (text: string) => void;
  onStyle: (style: Partial<PlacedText>) => void;
  fieldRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('constructor');
  const lineHeight = value.lineHeight ?? defaultLineHeight;
  return (
    <>
      <TextArea
        ref={fieldRef}
        label={t('text.content')}
        value={value.text}
        maxLength={maxLength}
        rows={2}
        onChange={(event) => onText(event.target.value)}
      />
      <FontPicker fontFamily={value.fontFamily} onFont={(fontFamily) => onStyle({ fontFamily })} />
      <div className={styles.buttonRow}>
        {(['bold', 'italic'] as const).map((key) => (
          <Button
            key={key}
            size="small"
            variant={value[key] ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={Boolean(value[key])}
            onClick={() => onStyle({ [key]: !value[key] })}
          >
            {t(`text.${key}`)}
          </Button>
        ))}
        <label className={styles.nativeLabel}>
          {t('text.lineHeight')}
          <select
            className={styles.nativeControl}
            value={String(lineHeight)}
            onChange={(event) => onStyle({ lineHeight: Number(event.target.value) })}
          >
            {lineHeightNames.some((name) => lineHeights[name] === lineHeight) ? null : (
              <option value={String(lineHeight)}>{lineHeight}</option>
            )}
            {lineHeightNames.map((name) => (
              <option key={name} value={String(lineHeights[name])}>
                {t(`text.lineHeight_${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.buttonRow}>
        <FontSizeInput size={value.fontSizePt} onSize={(fontSizePt) => onStyle({ fontSizePt })} />
        <label className={styles.nativeLabel}>
          {t('text.color')}
          <input
            className={styles.colorInput}
            type="color"
            value={value.color}
            onChange={(event) => onStyle({ color: event.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.nativeLabel}>{t('text.align')}</legend>
        {(['left', 'center', 'right'] as const).map((align) => (
          <Button
            key={align}
            size="small"
            variant={value.align === align ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={value.align === align}
            onClick={() => onStyle({ align })}
          >
            {t(alignLabels[align])}
          </Button>
        ))}
      </fieldset>
    </>
  );
}

const alignLabels = {
  left: 'text.alignLeft',
  center: 'text.alignCenter',
  right: 'text.alignRight',
} as const;
const minFontSize = 6;
const maxFontSize = 200;

/** A number field that lets the customer type freely and applies only sizes in range. */
function FontSizeInput({ size, onSize }: { size: number; onSize: (size: number) => void }) {
  const { t } = useTranslation('constructor');
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <label className={styles.nativeLabel}>
      {t('text.size')}
      <input
        className={`${styles.nativeControl} ${styles.quantity}`}
        type="number"
        min={minFontSize}
        max={maxFontSize}
        value={typed ?? String(size)}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value !== '' && next >= minFontSize && next <= maxFontSize) onSize(next);
        }}
        onBlur={() => setTyped(null)}
      />
    </label>
  );
}

let freeTextCounter = 0;
let freePhotoCounter = 0;

/** An id for a new free photo, unique in the design. */
export function newFreePhotoId(): string {
  freePhotoCounter += 1;
  return `p${Date.now().toString(36)}${freePhotoCounter}`;
}

/** Adds a text in the middle of the page and selects it; returns its id. */
export function addFreeText(
  template: Template,
  page: DesignPage,
  dispatch: EditorDispatch,
  text: string,
): string {
  freeTextCounter += 1;
  const id = `t${Date.now().toString(36)}${freeTextCounter}`;
  const { width, height } = template.print_size_mm;
  const box = { width: width * 0.6, height: Math.max(12, height * 0.08) };
  dispatch({
    type: 'command',
    command: {
      type: 'addFreeText',
      pageIndex: page.index,
      freeText: {
        id,
        x: (width - box.width) / 2,
        y: (height - box.height) / 2,
        ...box,
        text,
        fontFamily: 'Inter',
        fontSizePt: 18,
        color: '#1b1b1b',
        align: 'center',
      },
    },
  });
  dispatch({ type: 'select', selection: { kind: 'freeText', id } });
  return id;
}

export function TextPanel({
  template,
  page,
  selection,
  textSlots,
  dispatch,
}: {
  template: Template;
  page: DesignPage;
  selection: Selection;
  textSlots: readonly TextSlot[];
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const slot =
    selection?.kind === 'text'
      ? textSlots.find((candidate) => candidate.id === selection.id)
      : undefined;
  const free: FreeText | undefined =
    selection?.kind === 'freeText'
      ? page.freeTexts.find((candidate) => candidate.id === selection.id)
      : undefined;
  const field = useRef<HTMLTextAreaElement>(null);
  // After "add text" the new text's field takes the focus, with its words selected to type over.
  const focusText = useRef<string | null>(null);
  useEffect(() => {
    if (!free || focusText.current !== free.id) return;
    focusText.current = null;
    field.current?.focus();
    field.current?.select();
  }, [free]);
  const addText = () => {
    focusText.current = addFreeText(template, page, dispatch, t('text.newText'));
  };
  return (
    <Panel heading={t('text.heading')}>
      {slot ? (
        <TextFields
          value={textOfSlot(page, slot)}
          maxLength={slot.maxLength}
          onText={(text) =>
            dispatch({
              type: 'command',
              command: { type: 'setText', pageIndex: page.index, slotId: slot.id, text },
              gesture: `type-${slot.id}`,
            })
          }
          onStyle={(style) =>
            dispatch({
              type: 'command',
              command: { type: 'setTextStyle', pageIndex: page.index, slotId: slot.id, style },
            })
          }
        />
      ) : free ? (
        <>
          <TextFields
            value={free}
            fieldRef={field}
            onText={(text) =>
              dispatch({
                type: 'command',
                command: {
                  type: 'updateFreeText',
                  pageIndex: page.index,
                  id: free.id,
                  changes: { text },
                },
                gesture: `type-${free.id}`,
              })
            }
            onStyle={(changes) =>
              dispatch({
                type: 'command',
                command: { type: 'updateFreeText', pageIndex: page.index, id: free.id, changes },
              })
            }
          />
          <Button
            size="small"
            variant="soft"
            tone="critical"
            onClick={() =>
              dispatch({
                type: 'command',
                command: { type: 'removeFreeText', pageIndex: page.index, id: free.id },
              })
            }
          >
            {t('text.remove')}
          </Button>
        </>
      ) : (
        <p className={styles.hint}>{t('text.none')}</p>
      )}
      <Button size="small" variant="soft" onClick={addText}>
        {t('text.add')}
      </Button>
    </Panel>
  );
}

export function PagePanel({ page, dispatch }: { page: DesignPage; dispatch: EditorDispatch }) {
  const { t } = useTranslation('constructor');
  const layoutId = useId();
  return (
    <Panel heading={t('background.heading')}>
      <ul className={styles.swatches}>
        {backgroundColors.map((swatch) => (
          <li key={swatch.name}>
            <button
              type="button"
              className={styles.swatch}
              style={{ backgroundColor: swatch.color }}
              aria-pressed={page.background === swatch.color}
              aria-label={t(`background.${swatch.name}`)}
              onClick={() =>
                dispatch({
                  type: 'command',
                  command: { type: 'setBackground', pageIndex: page.index, color: swatch.color },
                })
              }
            />
          </li>
        ))}
      </ul>
      <h3 className={styles.nativeLabel} id={layoutId}>
        {t('layout.heading')}
      </h3>
      <div className={styles.buttonRow} role="group" aria-labelledby={layoutId}>
        {pageLayouts.map((layout) => (
          <Button
            key={layout}
            size="small"
            variant={page.layout === layout ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={page.layout === layout}
            onClick={() =>
              dispatch({
                type: 'command',
                command: { type: 'setLayout', pageIndex: page.index, layout },
              })
            }
          >
            {t(`layout.${layout}`)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}
