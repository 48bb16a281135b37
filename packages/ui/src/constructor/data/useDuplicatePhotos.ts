import { useCallback, useRef, useState } from 'react';
import type { PhotoAsset } from '../model/index.ts';

/**
 * Photos the customer already has: the same file (by its fingerprint) among the library's photos
 * or on its way is skipped, its name kept for one notice until the customer dismisses it.
 */
export function useDuplicatePhotos() {
  const [duplicates, setDuplicates] = useState<readonly string[]>([]);
  const onTheirWay = useRef(new Set<string>());
  /** Takes a photo on its way; false (and noted) when the customer already has it. */
  const claim = useCallback((fingerprint: string, name: string, library: readonly PhotoAsset[]) => {
    const had =
      onTheirWay.current.has(fingerprint) ||
      library.some((photo) => photo.fingerprint === fingerprint);
    if (had) setDuplicates((names) => [...names, name]);
    else onTheirWay.current.add(fingerprint);
    return !had;
  }, []);
  /** The photo is no longer on its way: it failed, was cancelled, or the library has it now. */
  const release = useCallback((fingerprint: string) => {
    onTheirWay.current.delete(fingerprint);
  }, []);
  const dismiss = useCallback(() => setDuplicates([]), []);
  return { duplicates, claim, release, dismiss };
}
