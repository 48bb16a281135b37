import { useEffect, useState } from 'react';

const cache = new Map<string, HTMLImageElement>();

/** An image element once it has loaded (decoded), for the canvas to draw; undefined until then. */
export function useLoadedImage(url: string | undefined): HTMLImageElement | undefined {
  const [loaded, setLoaded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url || cache.has(url)) return;
    let active = true;
    const element = new Image();
    element.decoding = 'async';
    element.src = url;
    element.decode().then(
      () => {
        cache.set(url, element);
        if (active) setLoaded({ url, image: element });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [url]);
  if (!url) return undefined;
  return cache.get(url) ?? (loaded?.url === url ? loaded.image : undefined);
}

/** Resolves once every URL has loaded or failed: stories and tests wait for it before a screenshot. */
function preloadImages(urls: readonly string[]): Promise<void> {
  return Promise.all(
    urls.map(async (url) => {
      if (cache.has(url)) return;
      const element = new Image();
      element.src = url;
      await element.decode().then(
        () => void cache.set(url, element),
        () => undefined,
      );
    }),
  ).then(() => undefined);
}

/** True once every URL has loaded (or failed): the canvas marks itself ready for screenshots. */
export function useImagesReady(urls: readonly string[]): boolean {
  const key = urls.join('\n');
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void preloadImages(key ? key.split('\n') : []).then(() => {
      if (active) setReadyKey(key);
    });
    return () => {
      active = false;
    };
  }, [key]);
  return readyKey === key;
}
