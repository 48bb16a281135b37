import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Thumbnails made on the device for uploaded photos, by photo URL; freed with the editor. */
export function useDeviceThumbnails() {
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(() => new Map());
  const thumbnailsRef = useRef(thumbnails);
  useLayoutEffect(() => {
    thumbnailsRef.current = thumbnails;
  });
  useEffect(() => () => thumbnailsRef.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const keep = useCallback(
    (photoUrl: string, thumbnailUrl: string) =>
      setThumbnails((current) => new Map(current).set(photoUrl, thumbnailUrl)),
    [],
  );
  return { thumbnails, keep };
}
