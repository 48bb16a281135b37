import type { ReactNode } from 'react';

/** The text a story passes as a label, title or children, for finding it on the canvas. */
export function argText(value: ReactNode): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error('The story passes no text here');
}
