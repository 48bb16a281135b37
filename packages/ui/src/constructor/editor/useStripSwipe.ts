import { useEffect, useRef, type RefObject } from 'react';
import type { DesignDoc } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';

/** The index of the page whose button sits nearest the middle of the strip, or -1. */
function pageNearestMiddle(strip: HTMLElement) {
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
  return nearest;
}

/**
 * Swiping the page strip on a phone: the open page sits in the middle of the strip, and the page
 * a swipe (a touch, a pen or a wheel, not the keyboard or the strip's own centring) rests on opens.
 */
export function useStripSwipe({
  swipeable,
  pageIndex,
  pages,
  buttons,
  dispatch,
}: {
  swipeable: boolean;
  pageIndex: number;
  pages: DesignDoc['pages'];
  /** The strip's page buttons, by page id. */
  buttons: RefObject<Map<string, HTMLButtonElement>>;
  dispatch: EditorDispatch;
}) {
  const list = useRef<HTMLOListElement>(null);
  const current = useRef(pageIndex);
  useEffect(() => {
    current.current = pageIndex;
    const strip = list.current;
    const button = pages[pageIndex] && buttons.current.get(pages[pageIndex].id);
    if (!swipeable || !strip || !button) return;
    strip.scrollTo({
      left: button.offsetLeft + button.offsetWidth / 2 - strip.clientWidth / 2,
      behavior: 'instant',
    });
  }, [swipeable, pageIndex, pages, buttons]);
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
        const nearest = pageNearestMiddle(strip);
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
  return list;
}
