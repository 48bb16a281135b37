import type Konva from 'konva';
import { useCallback, useRef, type RefObject } from 'react';

/**
 * While a gesture lasts, everything on the page but the slot it changes is drawn from bitmaps
 * (Konva's cache): each frame redraws one photo, not the page's clips, dashes and texts.
 */
export function useFrozenPage(
  photoNodes: RefObject<Map<string, Konva.Image>>,
  swapFrame: RefObject<Konva.Rect | null>,
) {
  const pageContent = useRef<Konva.Group>(null);
  const frozen = useRef<Konva.Node[]>([]);
  const thaw = useCallback(() => {
    if (frozen.current.length === 0) return;
    frozen.current.forEach((node) => node.clearCache());
    frozen.current[0]?.getLayer()?.batchDraw();
    frozen.current = [];
  }, []);
  const freezeAllBut = useCallback(
    (slotId: string) => {
      thaw();
      const content = pageContent.current;
      let moving: Konva.Node | null = photoNodes.current.get(slotId) ?? null;
      while (moving && moving.getParent() !== content) moving = moving.getParent();
      if (!content || !moving) return;
      const pixelRatio = content.getLayer()?.getCanvas().getPixelRatio() ?? 1;
      frozen.current = content.getChildren().filter((node) => {
        if (node === moving || node === swapFrame.current || !node.isVisible()) return false;
        // Konva cannot cache what has no size (an empty text).
        const box = node.getClientRect({ skipTransform: true });
        return box.width > 0 && box.height > 0;
      });
      frozen.current.forEach((node) => node.cache({ pixelRatio }));
    },
    [thaw, photoNodes, swapFrame],
  );
  return { pageContent, thaw, freezeAllBut };
}

export type FrozenPage = ReturnType<typeof useFrozenPage>;
