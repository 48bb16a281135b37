import { svgDataUrl } from './backgrounds.ts';

/**
 * The shop's clip-art: 30 stickers drawn for the shop (their licence is in `artCredits.json`), each
 * on a 100 × 100 canvas with a transparent ground.
 */
const art: Readonly<Record<string, string>> = {
  heart:
    '<path d="M50 88C16 64 6 42 18 26c10-13 26-10 32 4 6-14 22-17 32-4 12 16 2 38-32 62Z" fill="#e0445a"/>',
  star: '<path d="M50 6l12 30 32 2-25 20 8 32-27-18-27 18 8-32L6 38l32-2Z" fill="#f2b632"/>',
  sun: '<circle cx="50" cy="50" r="22" fill="#f7b733"/><g stroke="#f7b733" stroke-width="6" stroke-linecap="round"><path d="M50 6v12M50 82v12M6 50h12M82 50h12M19 19l8 8M73 73l8 8M19 81l8-8M73 27l8-8"/></g>',
  moon: '<path d="M62 10a40 40 0 1 0 28 58A32 32 0 0 1 62 10Z" fill="#f4d35e"/>',
  cloud: '<path d="M28 76a18 18 0 0 1 0-36 24 24 0 0 1 46-4 20 20 0 0 1 2 40Z" fill="#9fc9e8"/>',
  flower:
    '<g fill="#f29bb5"><circle cx="50" cy="28" r="16"/><circle cx="72" cy="50" r="16"/><circle cx="50" cy="72" r="16"/><circle cx="28" cy="50" r="16"/></g><circle cx="50" cy="50" r="12" fill="#f7c948"/>',
  leaf: '<path d="M14 86C14 40 40 14 88 12 86 60 60 86 14 86Z" fill="#6fb26b"/><path d="M14 86 70 30" stroke="#3f7d3c" stroke-width="4"/>',
  balloon:
    '<ellipse cx="50" cy="40" rx="26" ry="32" fill="#e8505b"/><path d="M50 72l-5 8h10Z" fill="#e8505b"/><path d="M50 80c-6 6 6 10 0 16" fill="none" stroke="#555" stroke-width="2"/>',
  gift: '<rect x="16" y="40" width="68" height="48" fill="#5b8def"/><rect x="12" y="28" width="76" height="14" fill="#4a74c9"/><rect x="44" y="28" width="12" height="60" fill="#f2b632"/><path d="M50 28c-10-18-28-10-16 0M50 28c10-18 28-10 16 0" fill="none" stroke="#f2b632" stroke-width="5"/>',
  cake: '<rect x="18" y="50" width="64" height="36" rx="4" fill="#f3c1d3"/><path d="M18 62c8 6 16-6 24 0s16-6 24 0 16-6 16 0" fill="none" stroke="#fff" stroke-width="4"/><rect x="47" y="30" width="6" height="20" fill="#7fb2d9"/><path d="M50 16c5 6 4 12 0 12s-5-6 0-12Z" fill="#f7b733"/>',
  crown:
    '<path d="M12 78 18 30l18 20 14-30 14 30 18-20 6 48Z" fill="#f2b632"/><rect x="12" y="78" width="76" height="8" fill="#d99a1e"/>',
  camera:
    '<rect x="10" y="30" width="80" height="54" rx="8" fill="#3b4252"/><rect x="34" y="20" width="32" height="14" rx="3" fill="#3b4252"/><circle cx="50" cy="57" r="17" fill="#9fc9e8" stroke="#fff" stroke-width="4"/>',
  plane:
    '<path d="M8 54 92 18 70 86 52 62 36 78 38 58Z" fill="#7fb2d9"/><path d="M38 58 92 18 52 62" fill="#5a8fba"/>',
  anchor:
    '<g fill="none" stroke="#1f2a44" stroke-width="7" stroke-linecap="round"><circle cx="50" cy="18" r="8"/><path d="M50 26v62M32 40h36M16 60c4 20 20 28 34 28s30-8 34-28"/></g>',
  note: '<path d="M38 20 80 10v56" fill="none" stroke="#3b4252" stroke-width="7"/><ellipse cx="30" cy="76" rx="14" ry="10" fill="#3b4252"/><ellipse cx="70" cy="66" rx="14" ry="10" fill="#3b4252"/><path d="M38 20v56" stroke="#3b4252" stroke-width="7"/>',
  bolt: '<path d="M58 6 20 56h24l-8 38 42-54H54Z" fill="#f7c948"/>',
  rainbow:
    '<g fill="none" stroke-width="8"><path d="M10 80a40 40 0 0 1 80 0" stroke="#e8505b"/><path d="M18 80a32 32 0 0 1 64 0" stroke="#f2b632"/><path d="M26 80a24 24 0 0 1 48 0" stroke="#6fb26b"/><path d="M34 80a16 16 0 0 1 32 0" stroke="#5b8def"/></g>',
  umbrella:
    '<path d="M8 50a42 42 0 0 1 84 0Z" fill="#e8505b"/><path d="M50 50v32a8 8 0 0 1-16 0" fill="none" stroke="#3b4252" stroke-width="5"/>',
  snowflake:
    '<g stroke="#7fb2d9" stroke-width="6" stroke-linecap="round"><path d="M50 8v84M14 29l72 42M14 71l72-42"/><path d="M40 14l10 10 10-10M40 86l10-10 10 10"/></g>',
  tree: '<path d="M50 6 16 56h16L14 80h72L68 56h16Z" fill="#3f8f5a"/><rect x="44" y="80" width="12" height="14" fill="#8a5a3c"/>',
  house:
    '<path d="M10 48 50 12l40 36" fill="none" stroke="#c8643b" stroke-width="7"/><rect x="22" y="46" width="56" height="42" fill="#e8d8b9"/><rect x="43" y="62" width="14" height="26" fill="#c8643b"/>',
  paw: '<g fill="#8a5a3c"><ellipse cx="50" cy="66" rx="20" ry="17"/><circle cx="24" cy="44" r="9"/><circle cx="40" cy="28" r="9"/><circle cx="60" cy="28" r="9"/><circle cx="76" cy="44" r="9"/></g>',
  fish: '<path d="M14 50c16-24 44-24 60 0-16 24-44 24-60 0Z" fill="#f28c38"/><path d="M72 50 92 32v36Z" fill="#f28c38"/><circle cx="32" cy="46" r="4" fill="#1f2a44"/>',
  butterfly:
    '<g fill="#9b7fd1"><ellipse cx="30" cy="36" rx="20" ry="16"/><ellipse cx="70" cy="36" rx="20" ry="16"/><ellipse cx="34" cy="66" rx="14" ry="12"/><ellipse cx="66" cy="66" rx="14" ry="12"/></g><rect x="47" y="26" width="6" height="52" rx="3" fill="#3b4252"/>',
  bow: '<path d="M50 50 12 28v44ZM50 50l38-22v44Z" fill="#e0445a"/><circle cx="50" cy="50" r="9" fill="#b8304a"/>',
  diamond:
    '<path d="M20 36 34 16h32l14 20-30 48Z" fill="#8fd3e8"/><path d="M20 36h60M34 16l16 68 16-68" fill="none" stroke="#5aa9c4" stroke-width="2"/>',
  smile:
    '<circle cx="50" cy="50" r="40" fill="#f7c948"/><circle cx="36" cy="40" r="5" fill="#3b4252"/><circle cx="64" cy="40" r="5" fill="#3b4252"/><path d="M30 58c10 16 30 16 40 0" fill="none" stroke="#3b4252" stroke-width="5" stroke-linecap="round"/>',
  bubble:
    '<path d="M14 16h72v50H44L24 84V66H14Z" fill="#ffffff" stroke="#3b4252" stroke-width="4"/>',
  arrow: '<path d="M10 44h54V26l28 24-28 24V56H10Z" fill="#5b8def"/>',
  sparkle:
    '<path d="M50 6c4 26 18 40 44 44-26 4-40 18-44 44-4-26-18-40-44-44 26-4 40-18 44-44Z" fill="#f2b632"/>',
};

/** Sticker names in the order the panel shows them. */
export const stickerNames: readonly string[] = Object.keys(art);

/** A sticker as a standalone SVG document; undefined for a name the shop does not know. */
export function stickerSvg(name: string): string | undefined {
  const body = art[name];
  return body
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 100 100">${body}</svg>`
    : undefined;
}

/** A sticker as an image address for the canvas and the thumbnails. */
export function stickerUrl(name: string): string | undefined {
  const svgText = stickerSvg(name);
  return svgText ? svgDataUrl(svgText) : undefined;
}
