import type { Image as ApiImage } from '../api/schemas/common.ts';
import { describe, expect, it } from 'vitest';
import { imageSourcesOf, previewSourcesOf } from './imageSources.ts';

const photo = (width: number, height: number): ApiImage => ({
  kind: 'product',
  alt: 'Mug',
  width,
  height,
  sources: ['avif', 'webp', 'jpg'].map((format) => ({
    format,
    url: `https://img.test/mug.${format}?v=1`,
  })),
});

describe('imageSourcesOf', () => {
  it('offers each format as a srcset by width, with the picture size', () => {
    const sources = imageSourcesOf(photo(1600, 1200));
    expect(sources.avif).toBe(
      'https://img.test/mug.avif?v=1&width=320 320w, https://img.test/mug.avif?v=1&width=640 640w, ' +
        'https://img.test/mug.avif?v=1&width=960 960w, https://img.test/mug.avif?v=1&width=1280 1280w',
    );
    expect(sources.fallback.split(', ')[0]).toBe('https://img.test/mug.jpg?v=1&width=320 320w');
    expect(sources).toMatchObject({ width: 1600, height: 1200 });
  });

  it('never asks for more than the picture own width', () => {
    expect(imageSourcesOf(photo(500, 500)).webp).toBe(
      'https://img.test/mug.webp?v=1&width=320 320w, https://img.test/mug.webp?v=1&width=500 500w',
    );
  });
});

describe('previewSourcesOf', () => {
  it('offers a one-URL preview at thumbnail widths', () => {
    expect(previewSourcesOf('https://img.test/line.jpg?v=1').fallback).toBe(
      'https://img.test/line.jpg?v=1&width=160 160w, https://img.test/line.jpg?v=1&width=320 320w',
    );
  });
});

it('keeps the picture placeholder colour', () => {
  expect(imageSourcesOf({ ...photo(800, 600), placeholder: '#a0b0c0' }).placeholder).toBe(
    '#a0b0c0',
  );
});
