import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { innerRange, type DesignDoc, type Template } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import { PageThumbnail } from './PageThumbnail.tsx';
import * as editorStyles from './Editor.css.ts';
import * as styles from './Pages.css.ts';

const pageDragType = 'application/x-shop-page';

/** The name of the page at `index` in the strip, the canvas and the pages panel: "Cover", "Page 3". */
export function usePageName(doc: DesignDoc) {
  const { t } = useTranslation('constructor');
  return (index: number) =>
    t(`pages.side_${doc.pages[index]?.side ?? 'inner'}`, { number: index + 1 });
}

/**
 * Every page of the design as a live thumbnail, spread by spread: a click (or Enter) opens the
 * page, Alt+← and Alt+→ move an inner page, and inner pages can be dragged to another place.
 * The cover and the back stay where they are. On a phone (`swipeable`) the strip snaps page by
 * page around its middle: a swipe opens the page it comes to rest on.
 */
export function PageStrip({
  template,
  doc,
  pageIndex,
  spreads,
  dispatch,
  swipeable = false,
}: {
  template: Template;
  doc: DesignDoc;
  pageIndex: number;
  spreads: readonly (readonly number[])[];
  dispatch: EditorDispatch;
  swipeable?: boolean;
}) {
  const { t } = useTranslation('constructor');
  const hintId = useId();
  const pageName = usePageName(doc);
  const range = innerRange(template, doc);
  const movable = (index: number) => range !== null && index >= range.first && index < range.end;
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A page moved by keyboard keeps the focus on its own button at its new place.
  const focusPage = useRef<string | null>(null);
  useEffect(() => {
    const id = focusPage.current;
    if (!id) return;
    focusPage.current = null;
    const button = buttons.current.get(id);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [doc]);

  // Swiping: the open page sits in the middle of the strip, and the page a swipe (a touch, a
  // pen or a wheel, not the keyboard or the strip's own centring) rests on opens.
  const list = useRef<HTMLOListElement>(null);
  const current = useRef(pageIndex);
  useEffect(() => {
    current.current = pageIndex;
    const strip = list.current;
    const button = doc.pages[pageIndex] && buttons.current.get(doc.pages[pageIndex].id);
    if (!swipeable || !strip || !button) return;
    strip.scrollTo({
      left: button.offsetLeft + button.offsetWidth / 2 - strip.clientWidth / 2,
      behavior: 'instant',
    });
  }, [swipeable, pageIndex, doc.pages]);
  useEffect(() => {
    const strip = list.current;
    if (!swipeable || !strip) return;
    let swiped = false;
    let timer = 0;
    const arm = () => {
      swiped = true;
    };
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!swiped) return;
        swiped = false;
        const middle = strip.getBoundingClientRect().left + strip.clientWidth / 2;
        let nearest = -1;
        let distance = Infinity;
        strip.querySelectorAll<HTMLElement>('[data-page-index]').forEach((button) => {
          const box = button.getBoundingClientRect();
          const away = Math.abs(box.left + box.width / 2 - middle);
          if (away < distance) {
            distance = away;
            nearest = Number(button.dataset.pageIndex);
          }
        });
        if (nearest >= 0 && nearest !== current.current)
          dispatch({ type: 'goToPage', pageIndex: nearest });
      }, 120);
    };
    strip.addEventListener('pointerdown', arm);
    strip.addEventListener('touchstart', arm, { passive: true });
    strip.addEventListener('wheel', arm, { passive: true });
    strip.addEventListener('scroll', settle, { passive: true });
    return () => {
      window.clearTimeout(timer);
      strip.removeEventListener('pointerdown', arm);
      strip.removeEventListener('touchstart', arm);
      strip.removeEventListener('wheel', arm);
      strip.removeEventListener('scroll', settle);
    };
  }, [swipeable, dispatch]);

  const spreadStarts = new Set(spreads.map((spread) => spread[0]));
  const move = (from: number, to: number) => {
    if (!movable(from) || !movable(to) || from === to) return;
    const id = doc.pages[from]?.id ?? null;
    dispatch({ type: 'command', command: { type: 'movePage', from, to } });
    focusPage.current = id;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowLeft' ? -1 : 1));
  };

  return (
    <nav aria-label={t('pages.strip')}>
      <p className={editorStyles.hint} id={hintId} hidden={range === null}>
        {t('pages.stripHint')}
      </p>
      <ol
        ref={list}
        className={swipeable ? `${styles.strip} ${styles.swipeStrip}` : styles.strip}
        data-testid="page-strip"
      >
        {doc.pages.map((page, index) => (
          <li
            key={page.id}
            className={`${styles.stripItem} ${spreadStarts.has(index) ? styles.spreadStart : ''}`}
          >
            <button
              type="button"
              className={styles.stripButton}
              ref={(element) => {
                if (element) buttons.current.set(page.id, element);
                else buttons.current.delete(page.id);
              }}
              data-page-index={index}
              aria-current={index === pageIndex ? 'page' : undefined}
              aria-describedby={movable(index) ? hintId : undefined}
              aria-keyshortcuts={movable(index) ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
              data-dragging={dragging === index}
              data-drop-target={dropTarget === index && dragging !== index}
              draggable={movable(index)}
              onClick={() => dispatch({ type: 'goToPage', pageIndex: index })}
              onKeyDown={(event) => onKeyDown(event, index)}
              onDragStart={(event) => {
                event.dataTransfer.setData(pageDragType, String(index));
                event.dataTransfer.effectAllowed = 'move';
                setDragging(index);
              }}
              onDragEnd={() => {
                setDragging(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                const ours = dragging !== null || event.dataTransfer.types.includes(pageDragType);
                if (!movable(index) || !ours) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                const carried = event.dataTransfer.getData(pageDragType);
                const from = dragging ?? (carried === '' ? null : Number(carried));
                setDragging(null);
                setDropTarget(null);
                if (from !== null && Number.isInteger(from)) move(from, index);
              }}
            >
              <PageThumbnail template={template} page={page} />
              <span>{pageName(index)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
