import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  slotDpi,
  textOfSlot,
  textOverflows,
  type DesignDoc,
  type DesignIssue,
  type DesignPage,
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

/**
 * The page's slots as a list of buttons: what a screen reader and the keyboard use instead of
 * the canvas. Arrow keys move the selected photo, + and − zoom, R rotates, Delete removes.
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

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.panelHeading} id={headingId}>
        {t('slots.heading')}
      </h2>
      <p className={styles.hint} id={hintId}>
        {t('slots.keyboardHint')}
      </p>
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
