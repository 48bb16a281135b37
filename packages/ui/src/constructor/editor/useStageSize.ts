import { useEffect, useState } from 'react';
import type { Template } from '../model/index.ts';

/** Past this a bigger page shows nothing more: the print size at about 2 px a millimetre. */
const maxPixelsPerMm = 2;
/** A page never gets shorter than this on a low screen; the customer scrolls instead. */
const minCanvasHeight = 320;
/** Room kept under the page, so its bottom edge does not touch the screen's. */
const bottomMargin = 8;

interface StageRoom {
  width: number;
  /** From the stage's top (where it sits before any scrolling) to the screen's bottom. */
  height: number;
}

/** The room inside the stage box's padding: its width, and the screen's height below it. */
function measureRoom(stageBox: HTMLElement): StageRoom {
  const box = getComputedStyle(stageBox);
  const paddingX = (parseFloat(box.paddingLeft) || 0) + (parseFloat(box.paddingRight) || 0);
  const paddingY = (parseFloat(box.paddingTop) || 0) + (parseFloat(box.paddingBottom) || 0);
  const top = stageBox.getBoundingClientRect().top + window.scrollY;
  return {
    width: Math.floor(stageBox.clientWidth - paddingX),
    height: Math.floor(window.innerHeight - top - paddingY - bottomMargin),
  };
}

/**
 * The room the page stage has, and the width a page canvas takes in it: one page, or half of a
 * spread, as large as the stage's width and the screen's height under the header allow (on a
 * phone, the width alone: the page fills it), up to the print size at 2 px/mm on a larger screen. `stageRef` goes on
 * the stage's box.
 */
export function useStageSize(template: Template, spreadView: boolean, phone: boolean) {
  const [stageBox, stageRef] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState<StageRoom>({ width: 0, height: 0 });
  useEffect(() => {
    if (!stageBox) return;
    const measure = () => {
      const next = measureRoom(stageBox);
      setRoom((current) =>
        current.width === next.width && current.height === next.height ? current : next,
      );
    };
    measure();
    // The stage moves when the header above it wraps or a message appears there; the editor's
    // box resizes with it. A page drawn at the measured size leaves the measure as it was.
    const observer = new ResizeObserver(measure);
    observer.observe(stageBox);
    const editor = stageBox.closest('[data-testid="constructor-editor"]');
    if (editor) observer.observe(editor);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [stageBox]);

  const fullWidth = template.print_size_mm.width + template.bleed_mm * 2;
  const fullHeight = template.print_size_mm.height + template.bleed_mm * 2;
  const available = Math.max(0, room.width);
  const perPage = spreadView ? Math.max(0, (available - 2) / 2) : available;
  // A phone's page is as wide as the screen, whatever its height: the customer scrolls past it.
  const canvasWidth = phone
    ? Math.floor(perPage)
    : Math.floor(
        Math.min(
          perPage,
          (Math.max(minCanvasHeight, room.height) * fullWidth) / fullHeight,
          fullWidth * maxPixelsPerMm,
        ),
      );
  return { stageRef, canvasWidth };
}
