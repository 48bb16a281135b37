import { useEffect, useState } from 'react';
import { vars } from '../../theme/contract.css.ts';

/** Theme colours the canvas draws with; Konva needs concrete values, read from the theme's CSS variables. */
export interface CanvasColors {
  selection: string;
  critical: string;
  caution: string;
  guide: string;
  safe: string;
  emptySlot: string;
  emptySlotStroke: string;
  desk: string;
}

const fallback: CanvasColors = {
  selection: '#1f5fbf',
  critical: '#b3261e',
  caution: '#8a5a00',
  guide: '#d0006f',
  safe: '#0b7a75',
  emptySlot: '#eef0f3',
  emptySlotStroke: '#6b7280',
  desk: '#f4f4f5',
};

function read(element: Element, reference: string, otherwise: string): string {
  const name = /var\((--[^),]+)/.exec(reference)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || otherwise;
}

export function useCanvasColors(element: Element | null): CanvasColors {
  const [colors, setColors] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    setColors({
      selection: read(element, vars.color.brand, fallback.selection),
      critical: read(element, vars.color.critical, fallback.critical),
      caution: read(element, vars.color.caution, fallback.caution),
      // Print guides keep the colours printers use, whatever the brand.
      guide: fallback.guide,
      safe: fallback.safe,
      emptySlot: read(element, vars.color.surfaceSunken, fallback.emptySlot),
      emptySlotStroke: read(element, vars.color.borderStrong, fallback.emptySlotStroke),
      desk: read(element, vars.color.surfaceSunken, fallback.desk),
    });
  }, [element]);
  return colors;
}
