import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { ProjectAnnotations, Renderer } from 'storybook/internal/types';
import { expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from './preview.tsx';
import { provideStoryScreenshot } from '../packages/ui/src/testing/storyScreenshot.ts';
import { takeUnhandledRequests } from './unhandledRequests.ts';

/** The story's root element against its baseline, named by the story and brand. */
async function matchStoryScreenshot(canvasElement: HTMLElement, id: string, brand: string) {
  await document.fonts.ready;
  // Pictures still loading, again after each wait: a picture can mount while another decodes.
  const loading = () =>
    Array.from(canvasElement.querySelectorAll('img')).filter((image) => !image.complete);
  for (let round = 0; round < 5 && loading().length > 0; round += 1) {
    await Promise.all(loading().map((image) => image.decode().catch(() => undefined)));
  }
  const root = canvasElement.querySelector('[data-story-root]') ?? canvasElement;
  await expect.element(page.elementLocator(root)).toMatchScreenshot(`${id}--${brand}`);
}

/**
 * The day every story test runs on: what a story dates "now" (a message sent, a period counted back
 * from today) looks the same on every run. The clock still moves from there, so waits still end.
 */
const storyClock = new Date('2026-11-20T10:00:00.000Z');

/**
 * What every story test does besides rendering and playing: axe (from the a11y addon) and a
 * screenshot compared with the committed baseline, in the brand this browser instance runs.
 */
export function storyTestAnnotations(): ProjectAnnotations<Renderer>[] {
  const brand = inject('brand');
  let screenshotTaken = false;

  // Stable pixels: no animations, transitions or blinking carets in screenshots. Story files
  // share one page (isolate: false), so the setup runs again per file: add the rule once.
  if (!document.getElementById('story-test-freeze')) {
    const freeze = document.createElement('style');
    freeze.id = 'story-test-freeze';
    freeze.textContent = `*, *::before, *::after {
      animation-duration: 0s !important; animation-delay: 0s !important;
      transition-duration: 0s !important; transition-delay: 0s !important;
      caret-color: transparent !important; }`;
    document.head.append(freeze);
  }

  return [
    a11yAnnotations,
    previewAnnotations as ProjectAnnotations<Renderer>,
    {
      initialGlobals: { brand },
      // A play function may take the screenshot itself (screenshotStoryHere), once.
      beforeEach: ({ canvasElement, id, parameters }) => {
        // Renderer-agnostic annotations type the canvas `any`: it is the story's element.
        const canvas = canvasElement as HTMLElement;
        screenshotTaken = false;
        vi.useFakeTimers({ toFake: ['Date'], now: storyClock, shouldAdvanceTime: true });
        provideStoryScreenshot(async () => {
          if (screenshotTaken) throw new Error(`${id}: a second screenshot in one play function`);
          screenshotTaken = true;
          if (parameters.visual !== false) await matchStoryScreenshot(canvas, id, brand);
        });
        return () => {
          provideStoryScreenshot(undefined);
          vi.useRealTimers();
        };
      },
      afterEach: async ({ canvasElement, id, parameters }) => {
        // Renderer-agnostic annotations type the canvas `any`: it is the story's element.
        const canvas = canvasElement as HTMLElement;
        expect(takeUnhandledRequests(), 'requests no mock answered').toEqual([]);
        if (parameters.visual === false || screenshotTaken) return;
        await matchStoryScreenshot(canvas, id, brand);
      },
    },
  ];
}
