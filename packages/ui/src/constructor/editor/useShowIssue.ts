import { useEffect, useState } from 'react';
import type { DesignIssue } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';

/** The warnings about a text (its slot or a free one), the rest being about photos. */
const textIssueKinds: readonly DesignIssue['kind'][] = [
  'textOverflow',
  'textOffPage',
  'textOutsideSafeArea',
  'placeholderText',
  'lowContrast',
];

/**
 * "Show" on a print-check entry: go to its page, select it, and put the focus on it in the slot
 * list. `onShow` closes whatever listed the issue.
 */
export function useShowIssue(dispatch: EditorDispatch, onShow: () => void) {
  const [focusAfterShow, setFocusAfterShow] = useState<string | null>(null);
  const showIssue = (issue: DesignIssue) => {
    onShow();
    dispatch({ type: 'goToPage', pageIndex: issue.pageIndex });
    const free = 'free' in issue && issue.free;
    const kind = textIssueKinds.includes(issue.kind)
      ? free
        ? 'freeText'
        : 'text'
      : free
        ? 'freePhoto'
        : 'photo';
    if (issue.slotId) dispatch({ type: 'select', selection: { kind, id: issue.slotId } });
    setFocusAfterShow(
      issue.slotId ? `[data-slot-id="${CSS.escape(issue.slotId)}"]` : '[data-slot-id]',
    );
  };
  useEffect(() => {
    if (!focusAfterShow) return;
    const focus = () =>
      document
        .querySelector<HTMLElement>(`[data-testid="constructor-editor"] ${focusAfterShow}`)
        ?.focus();
    // Again after the dialog has handed the focus back to its opener.
    const timers = [
      window.setTimeout(focus, 0),
      window.setTimeout(() => {
        focus();
        setFocusAfterShow(null);
      }, 120),
    ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [focusAfterShow]);
  return showIssue;
}
