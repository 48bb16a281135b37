/** Looks a photo can take: black and white, sepia, warmer or cooler tones. */
export const filterPresets = ['blackWhite', 'sepia', 'warm', 'cool'] as const;
export type FilterPreset = (typeof filterPresets)[number];

export const filterAdjustments = ['brightness', 'contrast', 'saturation'] as const;
export type FilterAdjustment = (typeof filterAdjustments)[number];

/** A photo's look and adjustments, each in percent from −100 to 100 (0 or left out: unchanged). */
export type PhotoFilter = { preset?: FilterPreset } & Partial<Record<FilterAdjustment, number>>;

const presetCss: Readonly<Record<FilterPreset, string>> = {
  blackWhite: 'grayscale(1)',
  sepia: 'sepia(0.85)',
  warm: 'sepia(0.3) saturate(1.3) hue-rotate(-10deg)',
  cool: 'saturate(0.9) hue-rotate(15deg) brightness(1.03)',
};

const adjustmentCss: Readonly<Record<FilterAdjustment, string>> = {
  brightness: 'brightness',
  contrast: 'contrast',
  saturation: 'saturate',
};

/**
 * The filter as a CSS filter list: the one description the editor's canvas, the page thumbnails
 * and the cart picture all draw with, so a filtered photo looks the same everywhere.
 */
export function filterCss(filter: PhotoFilter | undefined): string {
  if (!filter) return 'none';
  const parts = [
    ...(filter.preset ? [presetCss[filter.preset]] : []),
    ...filterAdjustments.flatMap((adjustment) => {
      const amount = filter[adjustment] ?? 0;
      return amount ? [`${adjustmentCss[adjustment]}(${(1 + amount / 100).toFixed(2)})`] : [];
    }),
  ];
  return parts.length ? parts.join(' ') : 'none';
}

/** The filter without its neutral parts; undefined when it changes nothing. */
export function cleanFilter(filter: PhotoFilter): PhotoFilter | undefined {
  const clean: PhotoFilter = {
    ...(filter.preset ? { preset: filter.preset } : {}),
    ...Object.fromEntries(
      filterAdjustments.flatMap((adjustment) => {
        const amount = Math.round(Math.max(-100, Math.min(100, filter[adjustment] ?? 0)));
        return amount ? [[adjustment, amount]] : [];
      }),
    ),
  };
  return Object.keys(clean).length ? clean : undefined;
}
