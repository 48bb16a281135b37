import { vars } from '../../design-system/theme/contract.css.ts';

/** Theme colours the canvas draws with; Konva needs concrete values, read from the theme's CSS variables. */
export interface CanvasColors {
  selection: string;
  critical: string;
  caution: string;
  guide: string;
  safe: string;
  emptySlot: string;
  emptySlotStroke: string;
  /** The brand's accent: a calendar's public holidays print in it. */
  accent: string;
}

export const fallbackCanvasColors: CanvasColors = {
  selection: '#1f5fbf',
  critical: '#b3261e',
  caution: '#8a5a00',
  guide: '#d0006f',
  safe: '#0b7a75',
  emptySlot: '#eef0f3',
  emptySlotStroke: '#6b7280',
  accent: '#c2410c',
};

function read(element: Element, reference: string, otherwise: string): string {
  const name = /var\((--[^),]+)/.exec(reference)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || otherwise;
}

/** The brand's colours for the canvas, from the themed element the editor sits in. */
export function readCanvasColors(element: Element): CanvasColors {
  return {
    selection: read(element, vars.color.brand, fallbackCanvasColors.selection),
    critical: read(element, vars.color.critical, fallbackCanvasColors.critical),
    caution: read(element, vars.color.caution, fallbackCanvasColors.caution),
    // Print guides keep the colours printers use, whatever the brand.
    guide: fallbackCanvasColors.guide,
    safe: fallbackCanvasColors.safe,
    emptySlot: read(element, vars.color.surfaceSunken, fallbackCanvasColors.emptySlot),
    emptySlotStroke: read(element, vars.color.borderStrong, fallbackCanvasColors.emptySlotStroke),
    accent: read(element, vars.color.accent, fallbackCanvasColors.accent),
  };
}
