import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { ProjectAnnotations, Renderer } from 'storybook/internal/types';
import { expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from './preview.tsx';
import { takeUnhandledRequests } from './unhandledRequests.ts';

/**
 * What every story test does besides rendering and playing: axe (from the a11y addon) and a
 * screenshot compared with the committed baseline, in the brand this browser instance runs.
 */
export function storyTestAnnotations(): ProjectAnnotations<Renderer>[] {
  const brand = inject('brand');

  // Stable pixels: no animations, transitions or blinking carets in screenshots.
  const freeze = document.createElement('style');
  freeze.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; }`;
  document.head.append(freeze);

  return [
    a11yAnnotations,
    previewAnnotations as ProjectAnnotations<Renderer>,
    {
      initialGlobals: { brand },
      afterEach: async ({ canvasElement, id, parameters }) => {
        // Renderer-agnostic annotations type the canvas `any`: it is the story's element.
        const canvas = canvasElement as HTMLElement;
        expect(takeUnhandledRequests(), 'requests no mock answered').toEqual([]);
        if (parameters.visual === false) return;
        await document.fonts.ready;
        await Promise.all(
          Array.from(canvas.querySelectorAll('img'), (image) =>
            image.complete ? Promise.resolve() : image.decode().catch(() => undefined),
          ),
        );
        const root = canvas.querySelector('[data-story-root]') ?? canvas;
        await expect.element(page.elementLocator(root)).toMatchScreenshot(`${id}--${brand}`);
      },
    },
  ];
}
