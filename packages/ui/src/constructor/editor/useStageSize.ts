import { useEffect, useState } from 'react';
import type { Template } from '../model/index.ts';

const maxCanvasWidth = 560;
const maxCanvasHeight = 600;

/**
 * The room the page stage has, and the width a page canvas takes in it: one page, or half of a
 * spread, at most 560 by 600 pixels. `stageRef` goes on the stage's box.
 */
export function useStageSize(template: Template, spreadView: boolean) {
  const [stageBox, stageRef] = useState<HTMLElement | null>(null);
  const [stageWidth, setStageWidth] = useState(0);
  useEffect(() => {
    if (!stageBox) return;
    // The room inside the box's padding (less on a phone, where the page fills the width).
    const measure = () => {
      const box = getComputedStyle(stageBox);
      const padding = parseFloat(box.paddingLeft) + parseFloat(box.paddingRight);
      setStageWidth(Math.floor(stageBox.clientWidth - (padding || 0)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stageBox);
    return () => observer.disconnect();
  }, [stageBox]);

  const fullWidth = template.print_size_mm.width + template.bleed_mm * 2;
  const fullHeight = template.print_size_mm.height + template.bleed_mm * 2;
  const available = Math.max(0, stageWidth);
  const perPage = spreadView ? Math.max(0, (available - 2) / 2) : available;
  const canvasWidth = Math.floor(
    Math.min(perPage, maxCanvasWidth, (maxCanvasHeight * fullWidth) / fullHeight),
  );
  return { stageRef, canvasWidth };
}
