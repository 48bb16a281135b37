import { useSyncExternalStore } from 'react';
import { mediaBelow } from '../../design-system/theme/breakpoints.ts';

/** Phones get the editor's own layout: narrower than the spec's tablet breakpoint. */
const phoneMedia = mediaBelow('tablet');

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(phoneMedia);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the editor is on a phone-wide screen (the server renders the desktop layout). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(phoneMedia).matches),
    () => false,
  );
}
