import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  slotDpi,
  textOfSlot,
  textOverflows,
  type DesignDoc,
  type DesignIssue,
  type DesignPage,
  type FreePhoto,
  type PhotoSlot,
  type Selection,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';

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

const panStepMm = 2;
const zoomStep = 1.1;
const rotateStep = 5;
/** How much wider or narrower Shift with an arrow makes a free photo, in millimetres. */
const resizeStepMm = 5;

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
  const lowRes = new Set(
    issues
      .filter((issue) => issue.kind === 'lowResolution' && issue.pageIndex === page.index)
      .map((issue) => issue.slotId),
  );

  const onPhotoKey = (slotId: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const placed = page.photos[slotId];
    if (!placed) return;
    const step = event.shiftKey ? panStepMm * 5 : panStepMm;
    const gesture = `keys-${slotId}`;
    const run = (command: Parameters<typeof dispatch>[0]) => {
      event.preventDefault();
      dispatch(command);
    };
    const pan = (dx: number, dy: number) =>
      run({
        type: 'command',
        command: { type: 'panPhoto', pageIndex: page.index, slotId, dx, dy },
        gesture,
      });
    switch (event.key) {
      case 'ArrowLeft':
        return pan(-step, 0);
      case 'ArrowRight':
        return pan(step, 0);
      case 'ArrowUp':
        return pan(0, -step);
      case 'ArrowDown':
        return pan(0, step);
      case '+':
      case '=':
        return run({
          type: 'command',
          command: {
            type: 'zoomPhoto',
            pageIndex: page.index,
            slotId,
            zoom: placed.transform.zoom * zoomStep,
          },
          gesture,
        });
      case '-':
      case '_':
        return run({
          type: 'command',
          command: {
            type: 'zoomPhoto',
            pageIndex: page.index,
            slotId,
            zoom: placed.transform.zoom / zoomStep,
          },
          gesture,
        });
      case 'r':
      case 'R':
        return run({
          type: 'command',
          command: {
            type: 'rotatePhoto',
            pageIndex: page.index,
            slotId,
            rotation: placed.transform.rotation + (event.shiftKey ? -rotateStep : rotateStep),
          },
          gesture,
        });
      case 'Delete':
      case 'Backspace':
        return run({
          type: 'command',
          command: { type: 'removePhoto', pageIndex: page.index, slotId },
        });
    }
  };

  const onFreePhotoKey = (free: FreePhoto) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const gesture = `keys-${free.id}`;
    const at = { pageIndex: page.index, id: free.id };
    const run = (command: Parameters<typeof dispatch>[0]) => {
      event.preventDefault();
      dispatch(command);
    };
    const move = (dx: number, dy: number) =>
      run({
        type: 'command',
        command: {
          type: 'updateFreePhoto',
          ...at,
          changes: { x: free.x + dx, y: free.y + dy },
        },
        gesture,
      });
    const resize = (grow: number) =>
      run({
        type: 'command',
        command: { type: 'resizeFreePhoto', ...at, width: free.width + grow },
        gesture,
      });
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      const [x, y] = arrow;
      // Shift: right and up make it larger, left and down smaller.
      if (event.shiftKey) return resize((x || -y) * resizeStepMm);
      return move(x * panStepMm, y * panStepMm);
    }
    switch (event.key) {
      case 'r':
      case 'R':
        return run({
          type: 'command',
          command: {
            type: 'updateFreePhoto',
            ...at,
            changes: { rotation: free.rotation + (event.shiftKey ? -rotateStep : rotateStep) },
          },
          gesture,
        });
      case 'Delete':
      case 'Backspace':
        return run({ type: 'command', command: { type: 'removeFreePhoto', ...at } });
    }
  };

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
        {photoSlots.map((slot, index) => {
          const placed = page.photos[slot.id];
          const dpi = placed ? Math.floor(slotDpi(template, doc, page.index, slot.id) ?? 0) : 0;
          const details = [
            placed ? t('slots.photoDpi', { dpi }) : t('slots.empty'),
            ...(lowRes.has(slot.id) ? [t('slots.lowResolution')] : []),
          ].join(', ');
          return (
            <li key={slot.id}>
              <button
                type="button"
                className={styles.slotButton}
                aria-pressed={selection?.kind === 'photo' && selection.id === slot.id}
                aria-describedby={hintId}
                data-slot-id={slot.id}
                onClick={() =>
                  dispatch({ type: 'select', selection: { kind: 'photo', id: slot.id } })
                }
                onBlur={() => dispatch({ type: 'endGesture' })}
                onKeyDown={onPhotoKey(slot.id)}
              >
                <span>
                  {t('slots.photo', { number: index + 1 })}{' '}
                  <span className={styles.slotMeta}>· {details}</span>
                </span>
              </button>
            </li>
          );
        })}
        {page.freePhotos.map((free, index) => {
          const dpi = Math.floor(slotDpi(template, doc, page.index, free.id) ?? 0);
          const details = [
            t('slots.photoDpi', { dpi }),
            ...(lowRes.has(free.id) ? [t('slots.lowResolution')] : []),
          ].join(', ');
          return (
            <li key={free.id}>
              <button
                type="button"
                className={styles.slotButton}
                aria-pressed={selection?.kind === 'freePhoto' && selection.id === free.id}
                aria-describedby={freeHintId}
                data-slot-id={free.id}
                onClick={() =>
                  dispatch({ type: 'select', selection: { kind: 'freePhoto', id: free.id } })
                }
                onBlur={() => dispatch({ type: 'endGesture' })}
                onKeyDown={onFreePhotoKey(free)}
              >
                <span>
                  {t('slots.freePhoto', { number: index + 1 })}{' '}
                  <span className={styles.slotMeta}>· {details}</span>
                </span>
              </button>
            </li>
          );
        })}
        {textSlots.map((slot) => {
          const text = textOfSlot(page, slot);
          return (
            <li key={slot.id}>
              <button
                type="button"
                className={styles.slotButton}
                aria-pressed={selection?.kind === 'text' && selection.id === slot.id}
                data-slot-id={slot.id}
                onClick={() =>
                  dispatch({ type: 'select', selection: { kind: 'text', id: slot.id } })
                }
              >
                <span>
                  {t('slots.text', { text: text.text || t('slots.emptyText') })}
                  {textOverflows(text.text, text, slot) ? (
                    <span className={styles.slotMeta}> · {t('slots.overflow')}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
        {page.freeTexts.map((text) => (
          <li key={text.id}>
            <button
              type="button"
              className={styles.slotButton}
              aria-pressed={selection?.kind === 'freeText' && selection.id === text.id}
              data-slot-id={text.id}
              onClick={() =>
                dispatch({ type: 'select', selection: { kind: 'freeText', id: text.id } })
              }
            >
              <span>
                {t('slots.freeText', { text: text.text || t('slots.emptyText') })}
                {textOverflows(text.text, text, text) ? (
                  <span className={styles.slotMeta}> · {t('slots.overflow')}</span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
