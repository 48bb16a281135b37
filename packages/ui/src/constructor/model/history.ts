/** Undo and redo over immutable snapshots. */
export interface History<State> {
  past: readonly State[];
  present: State;
  future: readonly State[];
  /**
   * The gesture that made the present state: further steps of the same gesture (a drag, a run of
   * arrow-key presses on one slot) replace it instead of adding undo steps.
   */
  gesture: string | null;
}

const historyLimit = 100;

export function createHistory<State>(present: State): History<State> {
  return { past: [], present, future: [], gesture: null };
}

export function record<State>(
  history: History<State>,
  next: State,
  gesture: string | null = null,
): History<State> {
  if (next === history.present) return history;
  if (gesture !== null && gesture === history.gesture)
    return { ...history, present: next, future: [] };
  const past = [...history.past, history.present].slice(-historyLimit);
  return { past, present: next, future: [], gesture };
}

export function undo<State>(history: History<State>): History<State> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo<State>(history: History<State>): History<State> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, gesture: null };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
