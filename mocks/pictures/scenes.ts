import type { Mockup } from '../fixtures/assets.ts';

/**
 * The mock-ups as SVG scenes in the picture's own coordinates (`width` × `height`), the photos
 * placed as embedded images; sharp (librsvg) draws them at the width a page asks for. No text is
 * drawn, so a picture never depends on the fonts of the machine that draws it.
 */
export interface Scene {
  width: number;
  height: number;
  /** Data URLs of the photos: the picture's own first, then two companions for collages. */
  photos: readonly [string, string, string];
  /** The main photo's dominant colour (`#rrggbb`), which tints the backdrop. */
  colour: string;
}

type Draw = (scene: Scene) => string;

/** `colour` mixed with `other` by `amount` (0 keeps `colour`). */
function mix(colour: string, other: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [from, to] = [channels(colour), channels(other)];
  return `#${from
    .map((value, index) => Math.round(value + ((to[index] ?? value) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A rectangle's attributes, rounded so the SVG stays short. */
function box(x: number, y: number, width: number, height: number): string {
  return `x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"`;
}

function photo(href: string, x: number, y: number, width: number, height: number, clip = '') {
  const clipPath = clip ? ` clip-path="url(#${clip})"` : '';
  return `<image href="${href}" ${box(x, y, width, height)} preserveAspectRatio="xMidYMid slice"${clipPath}/>`;
}

/** A soft drop shadow for objects standing on the backdrop. */
function shadowFilter({ width }: Scene): string {
  const blur = round(width / 90);
  return (
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/>` +
    `<feOffset dy="${round(blur * 0.8)}" result="blur"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  );
}

/** A studio backdrop lightly tinted with the photo's colour. */
function backdrop(scene: Scene): string {
  const { width, height, colour } = scene;
  return (
    `<defs>${shadowFilter(scene)}<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(colour, '#f7f4ef', 0.86)}"/>` +
    `<stop offset="1" stop-color="${mix(colour, '#ddd6cc', 0.8)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`
  );
}

/** A wall and a wooden floor, for things that hang. */
function wall(scene: Scene, floorAt: number): string {
  const { width, height, colour } = scene;
  return (
    `<defs>${shadowFilter(scene)}</defs>` +
    `<rect width="${width}" height="${height}" fill="${mix(colour, '#efebe4', 0.85)}"/>` +
    `<rect ${box(0, floorAt, width, height - floorAt)} fill="#b99674"/>` +
    `<rect ${box(0, floorAt, width, height * 0.012)} fill="#f5f2ec"/>`
  );
}

const book: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, cw, ch] = [w * 0.25, h * 0.14, w * 0.5, h * 0.7];
  return (
    backdrop(scene) +
    `<defs><clipPath id="cover"><rect ${box(x, y, cw, ch)} rx="${round(w * 0.008)}"/></clipPath>` +
    `<linearGradient id="spine" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<g filter="url(#shadow)"><rect ${box(x + w * 0.012, y + h * 0.01, cw, ch)} fill="#fbfaf6" stroke="#d9d4cb"/>` +
    photo(photos[0], x, y, cw, ch, 'cover') +
    `<rect ${box(x, y, cw * 0.07, ch)} fill="url(#spine)"/></g>`
  );
};

const canvas: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, cw, ch] = [w * 0.17, h * 0.16, w * 0.62, h * 0.46];
  return (
    wall(scene, h * 0.8) +
    `<g filter="url(#shadow)"><rect ${box(x + cw, y + h * 0.006, w * 0.022, ch)} fill="${mix(scene.colour, '#000', 0.45)}"/>` +
    photo(photos[0], x, y, cw, ch) +
    `</g>`
  );
};

const mug: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x0, x1, y0, y1] = [w * 0.22, w * 0.68, h * 0.26, h * 0.8];
  const radius = w * 0.04;
  const body = `M${round(x0)} ${round(y0)} H${round(x1)} V${round(y1 - radius)} Q${round(x1)} ${round(y1)} ${round(x1 - radius)} ${round(y1)} H${round(x0 + radius)} Q${round(x0)} ${round(y1)} ${round(x0)} ${round(y1 - radius)} Z`;
  const handle = `M${round(x1)} ${round(y0 + h * 0.1)} C${round(x1 + w * 0.2)} ${round(y0 + h * 0.06)} ${round(x1 + w * 0.2)} ${round(y1 - h * 0.14)} ${round(x1)} ${round(y1 - h * 0.16)}`;
  const rim = `cx="${round((x0 + x1) / 2)}" cy="${round(y0)}" rx="${round((x1 - x0) / 2)}"`;
  return (
    backdrop(scene) +
    `<defs><clipPath id="body"><path d="${body}"/></clipPath>` +
    `<linearGradient id="round" x1="0" x2="1">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.32" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.34"/></linearGradient></defs>` +
    `<ellipse cx="${round((x0 + x1) / 2)}" cy="${round(y1)}" rx="${round((x1 - x0) * 0.62)}" ry="${round(h * 0.035)}" fill="#000" opacity="0.12"/>` +
    `<path d="${handle}" fill="none" stroke="#d6d2cc" stroke-width="${round(w * 0.06)}" stroke-linecap="round"/>` +
    `<path d="${handle}" fill="none" stroke="#fbfaf8" stroke-width="${round(w * 0.042)}" stroke-linecap="round"/>` +
    `<path d="${body}" fill="#fbfaf8"/>` +
    photo(photos[0], x0 + w * 0.035, y0 + h * 0.07, x1 - x0 - w * 0.07, y1 - y0 - h * 0.14) +
    `<rect ${box(x0, y0, x1 - x0, y1 - y0)} fill="url(#round)" clip-path="url(#body)"/>` +
    `<ellipse ${rim} ry="${round(h * 0.03)}" fill="#ebe8e3" stroke="#d6d2cc" stroke-width="${round(w * 0.004)}"/>` +
    `<ellipse ${rim.replace(/rx="[\d.]+"/, `rx="${round((x1 - x0) / 2 - w * 0.014)}"`)} ry="${round(h * 0.022)}" fill="#5a4634"/>`
  );
};

const calendar: Draw = (scene) => {
  const { width: w, height: h, photos, colour } = scene;
  const [x, y, cw, ch] = [w * 0.22, h * 0.08, w * 0.56, h * 0.84];
  const cells = Array.from({ length: 35 }, (_, index) => {
    const [column, row] = [index % 7, Math.floor(index / 7)];
    const size = (cw * 0.84) / 7;
    const fill = index === 17 ? mix(colour, '#c0573e', 0.6) : '#ece8e1';
    return `<rect ${box(x + cw * 0.08 + column * size, y + ch * 0.66 + row * size * 0.82, size * 0.8, size * 0.64)} fill="${fill}"/>`;
  });
  const rings = Array.from(
    { length: 9 },
    (_, index) =>
      `<rect ${box(x + cw * 0.1 + index * cw * 0.1, y - h * 0.014, w * 0.008, h * 0.034)} rx="${round(w * 0.004)}" fill="#555"/>`,
  );
  return (
    backdrop(scene) +
    `<g filter="url(#shadow)"><rect ${box(x, y, cw, ch)} fill="#fdfcfa"/></g>` +
    photo(photos[0], x + cw * 0.06, y + ch * 0.05, cw * 0.88, ch * 0.5) +
    `<rect ${box(x + cw * 0.08, y + ch * 0.58, cw * 0.3, ch * 0.035)} fill="${mix(colour, '#8a3b2b', 0.6)}"/>` +
    cells.join('') +
    rings.join('')
  );
};

const poster: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, cw, ch] = [w * 0.26, h * 0.08, w * 0.48, h * 0.68];
  const margin = w * 0.035;
  return (
    wall(scene, h * 0.86) +
    `<g filter="url(#shadow)"><rect ${box(x, y, cw, ch)} fill="#26221f"/>` +
    `<rect ${box(x + w * 0.01, y + w * 0.01, cw - w * 0.02, ch - w * 0.02)} fill="#fbfaf7"/></g>` +
    photo(photos[0], x + margin, y + margin, cw - margin * 2, ch - margin * 2)
  );
};

/** One puzzle line with a knob in each of its `count` pieces, across (`horizontal`) or down. */
function puzzleLine(start: number, at: number, length: number, count: number, horizontal: boolean) {
  const piece = length / count;
  const knob = piece * 0.16;
  const segments = Array.from({ length: count }, (_, index) => {
    const from = start + index * piece;
    const side = index % 2 === 0 ? -knob : knob;
    const points = [
      [from + piece * 0.38, at],
      [from + piece * 0.3, at + side * 1.6],
      [from + piece * 0.7, at + side * 1.6],
      [from + piece * 0.62, at],
      [from + piece, at],
    ].map(([along = 0, across = 0]) =>
      horizontal ? `${round(along)} ${round(across)}` : `${round(across)} ${round(along)}`,
    );
    return `L${points[0]} C${points[1]} ${points[2]} ${points[3]} L${points[4]}`;
  });
  const first = horizontal ? `${round(start)} ${round(at)}` : `${round(at)} ${round(start)}`;
  return `M${first} ${segments.join(' ')}`;
}

const puzzle: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, size] = [w * 0.13, h * 0.13 + (h - w) / 2, w * 0.74];
  const pieces = 4;
  const lines = Array.from({ length: pieces - 1 }, (_, index) => {
    const offset = ((index + 1) * size) / pieces;
    return [
      puzzleLine(x, y + offset, size, pieces, true),
      puzzleLine(y, x + offset, size, pieces, false),
    ];
  }).flat();
  const stroke = (colour: string, width: number, dy: number) =>
    `<g transform="translate(0 ${round(dy)})" fill="none" stroke="${colour}" stroke-width="${round(width)}">${lines.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  return (
    backdrop(scene) +
    `<g filter="url(#shadow)">${photo(photos[0], x, y, size, size)}</g>` +
    stroke('#fff', w * 0.003, w * 0.002) +
    stroke('#000', w * 0.003, 0).replace('stroke="#000"', 'stroke="#000" stroke-opacity="0.45"')
  );
};

const phoneCase: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, cw, ch] = [w * 0.32, h * 0.1, w * 0.36, h * 0.8];
  const lens = (cx: number, cy: number) =>
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(w * 0.022)}" fill="#1d1d1f" stroke="#555" stroke-width="${round(w * 0.004)}"/>`;
  return (
    backdrop(scene) +
    `<defs><clipPath id="case"><rect ${box(x, y, cw, ch)} rx="${round(w * 0.06)}"/></clipPath></defs>` +
    `<g filter="url(#shadow)"><rect ${box(x, y, cw, ch)} rx="${round(w * 0.06)}" fill="#2a2a2c"/></g>` +
    photo(photos[0], x, y, cw, ch, 'case') +
    `<rect ${box(x, y, cw, ch)} rx="${round(w * 0.06)}" fill="none" stroke="#1d1d1f" stroke-width="${round(w * 0.008)}"/>` +
    `<rect ${box(x + w * 0.03, y + w * 0.03, w * 0.14, w * 0.14)} rx="${round(w * 0.03)}" fill="#2a2a2c" opacity="0.92"/>` +
    lens(x + w * 0.068, y + w * 0.068) +
    lens(x + w * 0.068, y + w * 0.132) +
    lens(x + w * 0.132, y + w * 0.1)
  );
};

const tShirt: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const outline = [
    [0.35, 0.12],
    [0.42, 0.1],
    [0.5, 0.15],
    [0.58, 0.1],
    [0.65, 0.12],
    [0.87, 0.25],
    [0.8, 0.4],
    [0.71, 0.35],
    [0.71, 0.9],
    [0.29, 0.9],
    [0.29, 0.35],
    [0.2, 0.4],
    [0.13, 0.25],
  ].map(([x = 0, y = 0]) => `${round(x * w)} ${round(y * h)}`);
  const print = w * 0.26;
  return (
    backdrop(scene) +
    `<g filter="url(#shadow)"><path d="M${outline.join(' L')} Z" fill="#fbfbf9" stroke="#d8d5cf" stroke-width="${round(w * 0.003)}" stroke-linejoin="round"/></g>` +
    photo(photos[0], (w - print) / 2, h * 0.27, print, print)
  );
};

const cushion: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, size] = [w * 0.18, h * 0.18 + (h - w) / 2, w * 0.64];
  return (
    backdrop(scene) +
    `<defs><clipPath id="cushion"><rect ${box(x, y, size, size)} rx="${round(w * 0.09)}"/></clipPath>` +
    `<radialGradient id="puff" r="0.7"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient></defs>` +
    `<g filter="url(#shadow)"><rect ${box(x, y, size, size)} rx="${round(w * 0.09)}" fill="#eee"/></g>` +
    photo(photos[0], x, y, size, size, 'cushion') +
    `<rect ${box(x, y, size, size)} fill="url(#puff)" clip-path="url(#cushion)"/>`
  );
};

/** A print with its white border, turned by `degrees` about its centre. */
function print(href: string, cx: number, cy: number, width: number, degrees: number): string {
  const height = width * 0.72;
  const border = width * 0.045;
  return (
    `<g transform="rotate(${degrees} ${round(cx)} ${round(cy)})"><g filter="url(#shadow)">` +
    `<rect ${box(cx - width / 2, cy - height / 2, width, height)} fill="#fdfcf9"/></g>` +
    photo(
      href,
      cx - width / 2 + border,
      cy - height / 2 + border,
      width - border * 2,
      height - border * 2,
    ) +
    `</g>`
  );
}

const prints: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  return (
    backdrop(scene) +
    print(photos[2], w * 0.4, h * 0.36, w * 0.52, -9) +
    print(photos[1], w * 0.6, h * 0.45, w * 0.52, 7) +
    print(photos[0], w * 0.48, h * 0.62, w * 0.56, -2)
  );
};

const room: Draw = (scene) => {
  const { width: w, height: h, photos } = scene;
  const [x, y, fw, fh] = [w * 0.3, h * 0.1, w * 0.4, h * 0.42];
  const margin = w * 0.022;
  return (
    wall(scene, h * 0.82) +
    `<g filter="url(#shadow)"><rect ${box(x, y, fw, fh)} fill="#2d2926"/>` +
    `<rect ${box(x + w * 0.008, y + w * 0.008, fw - w * 0.016, fh - w * 0.016)} fill="#fbfaf7"/></g>` +
    photo(photos[0], x + margin, y + margin, fw - margin * 2, fh - margin * 2) +
    `<g filter="url(#shadow)"><rect ${box(w * 0.24, h * 0.64, w * 0.52, h * 0.12)} rx="${round(w * 0.006)}" fill="#7a5a3f"/></g>` +
    `<rect ${box(w * 0.27, h * 0.76, w * 0.012, h * 0.06)} fill="#4a3526"/>` +
    `<rect ${box(w * 0.718, h * 0.76, w * 0.012, h * 0.06)} fill="#4a3526"/>` +
    `<rect ${box(w * 0.62, h * 0.55, w * 0.05, h * 0.09)} rx="${round(w * 0.012)}" fill="${mix(scene.colour, '#ffffff', 0.35)}"/>` +
    `<ellipse cx="${round(w * 0.645)}" cy="${round(h * 0.52)}" rx="${round(w * 0.05)}" ry="${round(h * 0.06)}" fill="#5f7f4f"/>`
  );
};

const collage: Draw = ({ width: w, height: h, photos }) => {
  const gap = w * 0.008;
  const part = (w - gap * 2) / 3;
  return (
    `<rect width="${w}" height="${h}" fill="#fbfaf7"/>` +
    photos.map((href, index) => photo(href, index * (part + gap), 0, part, h)).join('')
  );
};

const fullPhoto: Draw = ({ width, height, photos }) => photo(photos[0], 0, 0, width, height);

const scenes: Record<Mockup, Draw> = {
  book,
  canvas,
  mug,
  calendar,
  poster,
  puzzle,
  'phone-case': phoneCase,
  't-shirt': tShirt,
  cushion,
  prints,
  room,
  collage,
  photo: fullPhoto,
};

/** The SVG of a mock-up, drawn `outputWidth` pixels wide in the picture's proportions. */
export function sceneSvg(mockup: Mockup, scene: Scene, outputWidth: number): string {
  const outputHeight = Math.max(1, Math.round((scene.height * outputWidth) / scene.width));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${scene.width} ${scene.height}">` +
    scenes[mockup](scene) +
    `</svg>`
  );
}
