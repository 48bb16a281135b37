// Files, never data URLs: the server's preload and the picture must name the same cached URLs.
import avif1200 from './hero-1200.avif?no-inline';
import jpg1200 from './hero-1200.jpg?no-inline';
import webp1200 from './hero-1200.webp?no-inline';
import avif1600 from './hero-1600.avif?no-inline';
import jpg1600 from './hero-1600.jpg?no-inline';
import webp1600 from './hero-1600.webp?no-inline';
import avif400 from './hero-400.avif?no-inline';
import jpg400 from './hero-400.jpg?no-inline';
import webp400 from './hero-400.webp?no-inline';
import avif800 from './hero-800.avif?no-inline';
import jpg800 from './hero-800.jpg?no-inline';
import webp800 from './hero-800.webp?no-inline';
import type { ImageSources } from '../../../../design-system/primitives/Image/Image.tsx';

const srcSet = (urls: readonly [string, string, string, string]) =>
  [400, 800, 1200, 1600].map((width, index) => `${urls[index]} ${width}w`).join(', ');

/**
 * The home hero's picture (4:3): a stack of prints of the shop's photographs, drawn once with the
 * mock image service's `prints` mock-up, in the spec's photo formats, each at four widths. It is the
 * page's largest paint, so the server preloads the same srcset (`imagePreloads`).
 */
export const homeHeroImage = {
  sources: {
    avif: srcSet([avif400, avif800, avif1200, avif1600]),
    webp: srcSet([webp400, webp800, webp1200, webp1600]),
    fallback: srcSet([jpg400, jpg800, jpg1200, jpg1600]),
    width: 1600,
    height: 1200,
    placeholder: '#e3ddd5',
  },
  /** Full width on phones, half of the hero (at most about 36rem) from tablets on. */
  sizes: '(min-width: 768px) min(50vw, 36rem), 100vw',
} as const satisfies { sources: ImageSources; sizes: string };
