import { useCallback, useState } from 'react';
import { root as themeRootClass } from '../../provider/DesignSystemProvider.css.ts';

/**
 * Overlays are portalled out of the page flow, but the brand theme is a class on the DesignSystemProvider
 * element, not on `<body>`. This hook finds the nearest themed element from a marker rendered in
 * place (`<span hidden ref={marker} />`) so the portal lands inside the theme and keeps its tokens.
 * Until the marker mounts (and during server rendering) the container is null: render the portal
 * only once it is known. An element marked `data-portal-root` inside the theme (a story frame, an
 * embedded widget) takes the overlays instead.
 */
export function usePortalContainer(): [
  marker: (element: HTMLElement | null) => void,
  container: HTMLElement | null,
] {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const marker = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    setContainer(
      element.closest<HTMLElement>(`[data-portal-root], .${themeRootClass}`) ??
        element.ownerDocument.body,
    );
  }, []);
  return [marker, container];
}
