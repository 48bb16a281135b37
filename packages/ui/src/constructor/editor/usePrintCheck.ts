import { useState } from 'react';
import type { EditorDispatch } from './editorContext.ts';
import { useShowIssue } from './useShowIssue.ts';

/**
 * Whether the print check's panel is open, and its "Show": which takes the customer to the warning
 * and closes whatever listed it (the panel, or the check before adding to the cart).
 */
export function usePrintCheck(dispatch: EditorDispatch, closeCartCheck: () => void) {
  const [open, onOpenChange] = useState(false);
  const onShow = useShowIssue(dispatch, () => {
    closeCartCheck();
    onOpenChange(false);
  });
  return { open, onOpenChange, onShow };
}
