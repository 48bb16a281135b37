import { useEffect, useRef, useState } from 'react';
import type { PhoneTool } from './phoneTools.ts';

/**
 * The phone tool open above the bar. An open tool belongs to the selection it was opened for
 * (`selectionKey`): selecting something else closes it.
 */
export function usePhoneTool(selectionKey: string) {
  const textField = useRef<HTMLTextAreaElement>(null);
  const focusText = useRef(false);
  const [opened, setOpened] = useState<{ tool: PhoneTool; key: string } | null>(null);
  const tool = opened?.key === selectionKey ? opened.tool : null;
  const toggle = (next: PhoneTool) =>
    setOpened(tool === next ? null : { tool: next, key: selectionKey });

  // After "add text" the new text's words take the focus, selected to type over.
  useEffect(() => {
    if (tool !== 'edit' || !focusText.current) return;
    focusText.current = false;
    textField.current?.focus();
    textField.current?.select();
  }, [tool]);

  /** Opens the words of a text just added (its selection's key), to type over. */
  const editAddedText = (key: string) => {
    focusText.current = true;
    setOpened({ tool: 'edit', key });
  };
  return { tool, toggle, close: () => setOpened(null), editAddedText, textField };
}

export type PhoneToolState = ReturnType<typeof usePhoneTool>;
