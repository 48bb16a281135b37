import type { ApiClient } from '@shop/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { neededShortSide } from '../data/prepareImage.ts';
import { useUploads } from '../data/useUploads.ts';
import { photoUsage, type DesignDoc, type PhotoAsset, type Template } from '../model/index.ts';

/**
 * The customer's photos for this design: those they had, those already placed, and those they
 * upload (in the order chosen), with the uploads in progress and the pages each photo is used on.
 */
export function usePhotoLibrary({
  client,
  template,
  doc,
  initialLibrary,
}: {
  client: ApiClient;
  template: Template;
  doc: DesignDoc;
  initialLibrary: readonly PhotoAsset[];
}) {
  const [library, setLibrary] = useState<PhotoAsset[]>(() => {
    // Photos already placed belong in the tray too.
    const placed = doc.pages.flatMap((candidate) =>
      [...Object.values(candidate.photos), ...candidate.freePhotos].map((entry) => entry.photo),
    );
    const all = [...initialLibrary, ...placed];
    return all.filter(
      (photo, index) => all.findIndex((other) => other.url === photo.url) === index,
    );
  });

  const uploadOrder = useRef(new Map<string, number>());
  const uploads = useUploads(
    client,
    useCallback(
      // Photos sent together finish in any order; the library keeps the order they were chosen in.
      (photo: PhotoAsset, order: number) =>
        setLibrary((current) => {
          if (current.some((other) => other.url === photo.url)) return current;
          uploadOrder.current.set(photo.url, order);
          const at = current.findIndex(
            (other) => (uploadOrder.current.get(other.url) ?? -1) > order,
          );
          return at < 0 ? [...current, photo] : current.toSpliced(at, 0, photo);
        }),
      [],
    ),
    { shortSide: neededShortSide(template), library },
  );

  /** Page numbers (1-based) each photo is used on, by URL. */
  const usage = useMemo(() => {
    const pages = new Map<string, number[]>();
    for (const [url, uses] of photoUsage(doc))
      pages.set(url, [...new Set(uses.map((use) => use.pageIndex + 1))]);
    return pages;
  }, [doc]);

  return { library, uploads, usage };
}
