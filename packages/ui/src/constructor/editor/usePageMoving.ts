import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { innerRange, type DesignDoc, type Template } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';

const pageDragType = 'application/x-shop-page';

/**
 * Moving the inner pages in the page strip: Alt+← and Alt+→ on a page's button, or a drag to
 * another inner page. A page moved by keyboard keeps the focus on its own button at its new place.
 */
export function usePageMoving(template: Template, doc: DesignDoc, dispatch: EditorDispatch) {
  const range = innerRange(template, doc);
  const movable = (index: number) => range !== null && index >= range.first && index < range.end;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusPage = useRef<string | null>(null);
  useEffect(() => {
    const id = focusPage.current;
    if (!id) return;
    focusPage.current = null;
    const button = buttons.current.get(id);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [doc]);

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
  const drag = usePageDrag(movable, move);
  return { hasInnerPages: range !== null, movable, buttons, onKeyDown, drag };
}

/** Dragging an inner page onto another: which page is carried and which one it would land on. */
function usePageDrag(
  movable: (index: number) => boolean,
  move: (from: number, to: number) => void,
) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const stop = () => {
    setDragging(null);
    setDropTarget(null);
  };
  /** The drag handlers of the page button at `index`. */
  const handlers = (index: number) => ({
    onDragStart: (event: DragEvent<HTMLButtonElement>) => {
      event.dataTransfer.setData(pageDragType, String(index));
      event.dataTransfer.effectAllowed = 'move';
      setDragging(index);
    },
    onDragEnd: stop,
    onDragOver: (event: DragEvent<HTMLButtonElement>) => {
      const ours = dragging !== null || event.dataTransfer.types.includes(pageDragType);
      if (!movable(index) || !ours) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(index);
    },
    onDragLeave: () => setDropTarget((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent<HTMLButtonElement>) => {
      event.preventDefault();
      const carried = event.dataTransfer.getData(pageDragType);
      const from = dragging ?? (carried === '' ? null : Number(carried));
      stop();
      if (from !== null && Number.isInteger(from)) move(from, index);
    },
  });
  return {
    isDragging: (index: number) => dragging === index,
    isDropTarget: (index: number) => dropTarget === index && dragging !== index,
    handlers,
  };
}
