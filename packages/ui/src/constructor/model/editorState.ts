import { withCalendarStart } from './calendar.ts';
import { applyCommand, type DesignCommand } from './commands.ts';
import { createDesignDoc } from './document.ts';
import { normalizePages } from './pages.ts';
import { createHistory, record, redo, undo, type History } from './history.ts';
import type { DesignDoc, Template } from './types.ts';

/** What is selected on the page: a photo slot, a text slot, a free text or a free photo. */
export type Selection = { kind: 'photo' | 'text' | 'freeText' | 'freePhoto'; id: string } | null;

export interface EditorState {
  template: Template;
  history: History<DesignDoc>;
  pageIndex: number;
  selection: Selection;
}

export type EditorAction =
  | { type: 'command'; command: DesignCommand; gesture?: string }
  | { type: 'endGesture' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'goToPage'; pageIndex: number }
  | { type: 'select'; selection: Selection };

export function createEditorState(
  template: Template,
  doc: DesignDoc = createDesignDoc(template),
): EditorState {
  return {
    template,
    // A calendar saved before it had a first month gets the default one.
    history: createHistory(withCalendarStart(template, normalizePages(template, doc), new Date())),
    pageIndex: 0,
    selection: null,
  };
}

/**
 * The page to show after a change of the pages: the first added page, the page that moved with
 * the one shown, or the nearest one when the shown page was removed.
 */
function pageAfter(state: EditorState, next: DesignDoc, command: DesignCommand): number {
  const before = state.history.present.pages;
  if (next.pages === before) return state.pageIndex;
  if (command.type === 'addPages') {
    const known = new Set(before.map((page) => page.id));
    const added = next.pages.findIndex((page) => !known.has(page.id));
    if (added >= 0) return added;
  }
  const shown = before[state.pageIndex]?.id;
  const same = next.pages.findIndex((page) => page.id === shown);
  return same >= 0 ? same : Math.min(state.pageIndex, next.pages.length - 1);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'command': {
      const next = applyCommand(state.template, state.history.present, action.command);
      const history = record(state.history, next, action.gesture ?? null);
      if (history === state.history) return state;
      const pageIndex = pageAfter(state, next, action.command);
      return pageIndex === state.pageIndex
        ? { ...state, history }
        : { ...state, history, pageIndex, selection: null };
    }
    case 'endGesture':
      return state.history.gesture === null
        ? state
        : { ...state, history: { ...state.history, gesture: null } };
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      if (history === state.history) return state;
      // Follow the change: show the page it happened on.
      const before = state.history.present.pages;
      const changed = history.present.pages.findIndex((page, index) => page !== before[index]);
      const pageIndex = Math.min(
        changed >= 0 ? changed : state.pageIndex,
        history.present.pages.length - 1,
      );
      return {
        ...state,
        history,
        pageIndex,
        selection: pageIndex === state.pageIndex ? state.selection : null,
      };
    }
    case 'goToPage': {
      const pageIndex = Math.min(
        Math.max(0, action.pageIndex),
        state.history.present.pages.length - 1,
      );
      return pageIndex === state.pageIndex ? state : { ...state, pageIndex, selection: null };
    }
    case 'select': {
      const current = state.selection;
      const next = action.selection;
      // Selecting what is selected changes nothing: a press that starts a drag re-renders nothing.
      if (
        current === next ||
        (current && next && current.kind === next.kind && current.id === next.id)
      )
        return state;
      return { ...state, selection: next };
    }
  }
}
