import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  slotDpi,
  textOfSlot,
  textOverflows,
  type DesignDoc,
  type DesignIssue,
  type DesignPage,
  type EditorAction,
  type PhotoSlot,
  type Selection,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { freePhotoKeyAction, photoKeyAction } from './slotKeys.ts';

interface SlotListProps {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  textSlots: readonly TextSlot[];
  selection: Selection;
  issues: readonly DesignIssue[];
  dispatch: EditorDispatch;
}

type SlotKind = NonNullable<Selection>['kind'];

/** The slot list's selection: which entry is pressed, and choosing one. */
function slotSelection(selection: Selection, dispatch: EditorDispatch) {
  return {
    selected: (kind: SlotKind, id: string) => selection?.kind === kind && selection.id === id,
    select: (kind: SlotKind, id: string) => () =>
      dispatch({ type: 'select', selection: { kind, id } }),
  };
}

/**
 * The page's slots as a list of buttons: what a screen reader and the keyboard use instead of
 * the canvas. Arrow keys move the selected photo, + and − zoom, R rotates, Delete removes. A
 * photo placed freely moves on the page with the arrows, and Shift with an arrow resizes it.
 */
export function SlotList({
  template,
  doc,
  page,
  photoSlots,
  textSlots,
  selection,
  issues,
  dispatch,
}: SlotListProps) {
  const { t } = useTranslation('constructor');
  const headingId = useId();
  const hintId = useId();
  const freeHintId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.panelHeading} id={headingId}>
        {t('slots.heading')}
      </h2>
      <p className={styles.hint} id={hintId}>
        {t('slots.keyboardHint')}
      </p>
      {page.freePhotos.length > 0 ? (
        <p className={styles.hint} id={freeHintId}>
          {t('slots.freePhotoHint')}
        </p>
      ) : null}
      <ul className={styles.list}>
        <PhotoEntries
          template={template}
          doc={doc}
          page={page}
          photoSlots={photoSlots}
          selection={selection}
          issues={issues}
          dispatch={dispatch}
          hintId={hintId}
          freeHintId={freeHintId}
        />
        <TextEntries page={page} textSlots={textSlots} selection={selection} dispatch={dispatch} />
      </ul>
    </section>
  );
}

/** The photo slots, then the photos placed freely, each with its resolution. */
function PhotoEntries({
  template,
  doc,
  page,
  photoSlots,
  selection,
  issues,
  dispatch,
  hintId,
  freeHintId,
}: Omit<SlotListProps, 'textSlots'> & { hintId: string; freeHintId: string }) {
  const { t } = useTranslation('constructor');
  const { selected, select } = slotSelection(selection, dispatch);
  const lowRes = new Set(
    issues
      .filter((issue) => issue.kind === 'lowResolution' && issue.pageIndex === page.index)
      .map((issue) => issue.slotId),
  );
  const details = (id: string, placed: boolean) =>
    [
      placed
        ? t('slots.photoDpi', { dpi: Math.floor(slotDpi(template, doc, page.index, id) ?? 0) })
        : t('slots.empty'),
      ...(lowRes.has(id) ? [t('slots.lowResolution')] : []),
    ].join(', ');
  const endGesture = () => dispatch({ type: 'endGesture' });
  const onKey =
    (action: (event: KeyboardEvent<HTMLButtonElement>) => EditorAction | null) =>
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const next = action(event);
      if (!next) return;
      event.preventDefault();
      dispatch(next);
    };
  return (
    <>
      {photoSlots.map((slot, index) => {
        const placed = page.photos[slot.id];
        return (
          <SlotButton
            key={slot.id}
            slotId={slot.id}
            pressed={selected('photo', slot.id)}
            describedBy={hintId}
            onSelect={select('photo', slot.id)}
            onBlur={endGesture}
            onKeyDown={onKey((event) =>
              placed ? photoKeyAction(page.index, slot.id, placed, event) : null,
            )}
          >
            {t('slots.photo', { number: index + 1 })}{' '}
            <span className={styles.slotMeta}>· {details(slot.id, Boolean(placed))}</span>
          </SlotButton>
        );
      })}
      {page.freePhotos.map((free, index) => (
        <SlotButton
          key={free.id}
          slotId={free.id}
          pressed={selected('freePhoto', free.id)}
          describedBy={freeHintId}
          onSelect={select('freePhoto', free.id)}
          onBlur={endGesture}
          onKeyDown={onKey((event) => freePhotoKeyAction(page.index, free, event))}
        >
          {t('slots.freePhoto', { number: index + 1 })}{' '}
          <span className={styles.slotMeta}>· {details(free.id, true)}</span>
        </SlotButton>
      ))}
    </>
  );
}

/** The text slots, then the texts the customer added, each marked when its text overflows. */
function TextEntries({
  page,
  textSlots,
  selection,
  dispatch,
}: Pick<SlotListProps, 'page' | 'textSlots' | 'selection' | 'dispatch'>) {
  const { t } = useTranslation('constructor');
  const { selected, select } = slotSelection(selection, dispatch);
  return (
    <>
      {textSlots.map((slot) => {
        const text = textOfSlot(page, slot);
        return (
          <SlotButton
            key={slot.id}
            slotId={slot.id}
            pressed={selected('text', slot.id)}
            onSelect={select('text', slot.id)}
          >
            {t('slots.text', { text: text.text || t('slots.emptyText') })}
            <OverflowMark overflows={textOverflows(text.text, text, slot)} />
          </SlotButton>
        );
      })}
      {page.freeTexts.map((text) => (
        <SlotButton
          key={text.id}
          slotId={text.id}
          pressed={selected('freeText', text.id)}
          onSelect={select('freeText', text.id)}
        >
          {t('slots.freeText', { text: text.text || t('slots.emptyText') })}
          <OverflowMark overflows={textOverflows(text.text, text, text)} />
        </SlotButton>
      ))}
    </>
  );
}

/** One entry of the list: a toggle that selects its slot, found again by `data-slot-id`. */
function SlotButton({
  slotId,
  pressed,
  describedBy,
  onSelect,
  onBlur,
  onKeyDown,
  children,
}: {
  slotId: string;
  pressed: boolean;
  describedBy?: string;
  onSelect: () => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.slotButton}
        aria-pressed={pressed}
        aria-describedby={describedBy}
        data-slot-id={slotId}
        onClick={onSelect}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <span>{children}</span>
      </button>
    </li>
  );
}

function OverflowMark({ overflows }: { overflows: boolean }) {
  const { t } = useTranslation('constructor');
  return overflows ? <span className={styles.slotMeta}> · {t('slots.overflow')}</span> : null;
}
