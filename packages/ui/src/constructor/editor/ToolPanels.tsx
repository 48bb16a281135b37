import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { TextArea } from '../../design-system/primitives/TextArea/TextArea.tsx';
import {
  maxZoom,
  pageLayouts,
  slotDpi,
  textOfSlot,
  type DesignDoc,
  type DesignPage,
  type FreeText,
  type PlacedText,
  type Selection,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { editorFonts } from './fonts.ts';

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

export function PhotoPanel({
  template,
  doc,
  page,
  slotId,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  slotId: string | null;
  dispatch: EditorDispatch;
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
      | { type: 'zoomPhoto'; zoom: number }
      | { type: 'rotatePhoto'; rotation: number }
      | { type: 'resetPhoto' }
      | { type: 'removePhoto' },
    gesture?: string,
  ) =>
    dispatch({ type: 'command', command: { ...change, pageIndex: page.index, slotId }, gesture });
  const dpi = Math.floor(slotDpi(template, doc, page.index, slotId) ?? 0);
  return (
    <Panel heading={t('photo.heading')}>
      <p className={styles.hint}>{t('photo.dpi', { dpi })}</p>
      <label className={styles.rangeField}>
        {t('photo.zoom')}
        <input
          className={styles.range}
          type="range"
          min={1}
          max={maxZoom}
          step={0.05}
          value={placed.transform.zoom}
          aria-valuetext={`${Math.round(placed.transform.zoom * 100)}%`}
          onChange={(event) =>
            command(
              { type: 'zoomPhoto', zoom: Number(event.target.value) },
              `zoom-slider-${slotId}`,
            )
          }
          onPointerUp={() => dispatch({ type: 'endGesture' })}
          onKeyUp={() => dispatch({ type: 'endGesture' })}
        />
      </label>
      <label className={styles.rangeField}>
        {t('photo.rotation')}
        <input
          className={styles.range}
          type="range"
          min={-180}
          max={180}
          step={1}
          value={Math.round(placed.transform.rotation)}
          aria-valuetext={`${Math.round(placed.transform.rotation)}°`}
          onChange={(event) =>
            command(
              { type: 'rotatePhoto', rotation: Number(event.target.value) },
              `rotate-slider-${slotId}`,
            )
          }
          onPointerUp={() => dispatch({ type: 'endGesture' })}
          onKeyUp={() => dispatch({ type: 'endGesture' })}
        />
      </label>
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

function TextFields({
  value,
  maxLength,
  onText,
  onStyle,
}: {
  value: PlacedText;
  maxLength?: number;
  onText: (text: string) => void;
  onStyle: (style: Partial<PlacedText>) => void;
}) {
  const { t } = useTranslation('constructor');
  const fonts = editorFonts.includes(value.fontFamily as (typeof editorFonts)[number])
    ? editorFonts
    : [value.fontFamily, ...editorFonts];
  return (
    <>
      <TextArea
        label={t('text.content')}
        value={value.text}
        maxLength={maxLength}
        rows={2}
        onChange={(event) => onText(event.target.value)}
      />
      <label className={styles.nativeLabel}>
        {t('text.font')}
        <select
          className={styles.nativeControl}
          value={value.fontFamily}
          onChange={(event) => onStyle({ fontFamily: event.target.value })}
        >
          {fonts.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </label>
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
  const addText = () => {
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
          text: t('text.newText'),
          fontFamily: 'Inter',
          fontSizePt: 18,
          color: '#1b1b1b',
          align: 'center',
        },
      },
    });
    dispatch({ type: 'select', selection: { kind: 'freeText', id } });
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
