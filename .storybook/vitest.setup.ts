import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from './preview.tsx';

// Each browser instance of the storybook project renders every story in one brand.
const brand = inject('brand');

// Stable pixels: no animations, transitions or blinking carets in screenshots.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; }`;
document.head.append(freeze);

const annotations = setProjectAnnotations([
  a11yAnnotations,
  previewAnnotations,
  {
    initialGlobals: { brand },
    // Visual regression: every story is compared with its committed baseline in this brand.
    afterEach: async ({ canvasElement, id, parameters }) => {
      if (parameters.visual === false) return;
      await document.fonts.ready;
      await Promise.all(
        Array.from(canvasElement.querySelectorAll('img'), (image) =>
          image.complete ? undefined : image.decode().catch(() => undefined),
        ),
      );
      const root = canvasElement.querySelector('[data-story-root]') ?? canvasElement;
      await expect.element(page.elementLocator(root)).toMatchScreenshot(`${id}--${brand}`);
    },
  },
]);

beforeAll(annotations.beforeAll);
