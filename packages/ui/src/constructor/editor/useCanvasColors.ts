import { useCallback, useState } from 'react';
import { fallbackCanvasColors, readCanvasColors, type CanvasColors } from './themeColors.ts';

/** The theme's colours for drawing on canvases, read once the editor's root is in the page. */
export function useCanvasColors() {
  const [colors, setColors] = useState<CanvasColors>(fallbackCanvasColors);
  const rootRef = useCallback((element: HTMLElement | null) => {
    if (element) setColors(readCanvasColors(element));
  }, []);
  return { colors, rootRef };
}
