import { defaultBackground } from './types.ts';

export type BackgroundKind = 'colour' | 'pattern' | 'texture';

/**
 * A page background from the shop's set. Colours are stored on the page as `#rrggbb`; patterns
 * and textures by name, drawn by repeating a tile (an SVG the project draws itself, 40 × 40 units,
 * printed `tileMm` wide). `colour` is the colour it reads as from a distance: the paper under a
 * pattern, what the print check weighs text against.
 */
export interface Background {
  id: string;
  kind: BackgroundKind;
  colour: string;
  tile?: { svg: string; tileMm: number };
}

const svg = (paper: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 40 40">` +
  `<rect width="40" height="40" fill="${paper}"/>${body}</svg>`;

/** Deterministic scatter (the same design prints the same way): n points in the tile. */
function scatter(count: number, seed: number): [number, number, number][] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => [next() * 40, next() * 40, next()]);
}

const colours: readonly [string, string][] = [
  ['white', '#ffffff'],
  ['cream', '#f7f1e3'],
  ['sand', '#e8d8b9'],
  ['sky', '#d6e9f8'],
  ['sage', '#d5e3d0'],
  ['charcoal', '#2e3138'],
  ['blush', '#f6dcdc'],
  ['lavender', '#e4dcf3'],
  ['mint', '#d8f1e8'],
  ['navy', '#1f2a44'],
  ['terracotta', '#c8643b'],
  ['mustard', '#e3b23c'],
];

const heart =
  'M20 30 C8 22 8 12 14 11 C17 10.5 19 12 20 14 C21 12 23 10.5 26 11 C32 12 32 22 20 30Z';
const star =
  'M20 8 L23.5 16 L32 16.5 L25.5 22 L27.5 30.5 L20 26 L12.5 30.5 L14.5 22 L8 16.5 L16.5 16Z';

const patterns: readonly Background[] = [
  {
    id: 'dots',
    kind: 'pattern',
    colour: '#f7f1e3',
    tile: {
      tileMm: 12,
      svg: svg(
        '#f7f1e3',
        '<circle cx="10" cy="10" r="3" fill="#e0c9a0"/><circle cx="30" cy="30" r="3" fill="#e0c9a0"/>',
      ),
    },
  },
  {
    id: 'stripes',
    kind: 'pattern',
    colour: '#eef4fa',
    tile: {
      tileMm: 16,
      svg: svg('#ffffff', '<rect width="20" height="40" fill="#d6e9f8"/>'),
    },
  },
  {
    id: 'gingham',
    kind: 'pattern',
    colour: '#f3dede',
    tile: {
      tileMm: 14,
      svg: svg(
        '#ffffff',
        '<rect width="20" height="40" fill="#f2c9c9" opacity="0.6"/>' +
          '<rect width="40" height="20" fill="#f2c9c9" opacity="0.6"/>',
      ),
    },
  },
  {
    id: 'chevron',
    kind: 'pattern',
    colour: '#e4ece1',
    tile: {
      tileMm: 16,
      svg: svg(
        '#f4f8f2',
        '<path d="M0 14 L20 4 L40 14 M0 34 L20 24 L40 34" fill="none" stroke="#b9d0b0" stroke-width="4"/>',
      ),
    },
  },
  {
    id: 'hearts',
    kind: 'pattern',
    colour: '#fbe9ec',
    tile: { tileMm: 18, svg: svg('#fdf3f4', `<path d="${heart}" fill="#f0b6c1"/>`) },
  },
  {
    id: 'stars',
    kind: 'pattern',
    colour: '#243152',
    tile: { tileMm: 18, svg: svg('#1f2a44', `<path d="${star}" fill="#e3b23c"/>`) },
  },
];

const textures: readonly Background[] = [
  {
    id: 'linen',
    kind: 'texture',
    colour: '#eee7da',
    tile: {
      tileMm: 8,
      svg: svg(
        '#efe8db',
        Array.from(
          { length: 10 },
          (_, at) =>
            `<path d="M0 ${at * 4 + 1} H40 M${at * 4 + 2} 0 V40" stroke="#d9cfbd" stroke-width="0.8" opacity="${0.4 + (at % 3) * 0.2}"/>`,
        ).join(''),
      ),
    },
  },
  {
    id: 'kraft',
    kind: 'texture',
    colour: '#c9a77c',
    tile: {
      tileMm: 20,
      svg: svg(
        '#c9a77c',
        scatter(60, 7)
          .map(
            ([x, y, size]) =>
              `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(0.3 + size * 0.6).toFixed(2)}" fill="#a8875d" opacity="0.6"/>`,
          )
          .join(''),
      ),
    },
  },
  {
    id: 'watercolour',
    kind: 'texture',
    colour: '#e3eef6',
    tile: {
      tileMm: 60,
      svg: svg(
        '#f3f8fb',
        '<circle cx="12" cy="14" r="11" fill="#bcd9ee" opacity="0.5"/>' +
          '<circle cx="30" cy="28" r="13" fill="#cfe6d9" opacity="0.5"/>' +
          '<circle cx="32" cy="6" r="7" fill="#e9d3ec" opacity="0.4"/>',
      ),
    },
  },
  {
    id: 'marble',
    kind: 'texture',
    colour: '#eceae8',
    tile: {
      tileMm: 50,
      svg: svg(
        '#f2f1ef',
        '<path d="M0 8 C10 14 14 4 24 12 S34 22 40 18 M0 28 C8 24 16 36 26 30 S36 34 40 38" ' +
          'fill="none" stroke="#c9c5bf" stroke-width="0.7"/>' +
          '<path d="M4 0 C8 12 2 22 10 40" fill="none" stroke="#d8d4cf" stroke-width="0.4"/>',
      ),
    },
  },
  {
    id: 'confetti',
    kind: 'texture',
    colour: '#f7f4ee',
    tile: {
      tileMm: 30,
      svg: svg(
        '#fbfaf7',
        scatter(18, 3)
          .map(
            ([x, y, tint], at) =>
              `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="2.4" height="1.2" ` +
              `transform="rotate(${Math.round(tint * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" ` +
              `fill="${['#e3b23c', '#c8643b', '#7fb2d9', '#9cc59a'][at % 4]}"/>`,
          )
          .join(''),
      ),
    },
  },
  {
    id: 'waves',
    kind: 'texture',
    colour: '#dcecf3',
    tile: {
      tileMm: 20,
      svg: svg(
        '#e8f3f8',
        '<path d="M0 10 Q10 4 20 10 T40 10 M0 30 Q10 24 20 30 T40 30" fill="none" stroke="#9cc7dc" stroke-width="1.6"/>',
      ),
    },
  },
];

/** The shop's 24 backgrounds: 12 colours, 6 patterns and 6 textures. */
export const backgrounds: readonly Background[] = [
  ...colours.map(([id, colour]): Background => ({ id, kind: 'colour', colour })),
  ...patterns,
  ...textures,
];

/** What a page stores for a background: the colour itself, or the pattern's name. */
export const backgroundValue = (background: Background) =>
  background.kind === 'colour' ? background.colour : background.id;

/** The pattern or texture a page's background names, if it is one. */
export const tiledBackground = (value: string) =>
  backgrounds.find((background) => background.tile && background.id === value);

/** The colour a page's background reads as; white for a name the shop does not know. */
export function backgroundColourOf(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  return tiledBackground(value)?.colour ?? defaultBackground;
}

/** An SVG as an image address the canvas can load without a request. */
export const svgDataUrl = (svgText: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
