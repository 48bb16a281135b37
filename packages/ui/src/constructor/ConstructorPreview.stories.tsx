import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyMessages } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import {
  canvasReady,
  designSaved,
  forgetDrafts,
  photoBook,
  restoreDraft,
  storyPicture,
} from './storySupport.ts';

const beach = storyPicture('beach', 2400, 1800);
const forest = storyPicture('forest', 1800, 2400);
const mug = 3001;
const canvasPrint = 2001;

const meta = {
  title: 'Constructor/Preview',
  component: ConstructorScreen,
  args: { articleId: photoBook, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the editor's preview once the design is drawn and saved, and returns the dialog. */
async function openPreview(canvasElement: HTMLElement, t: ReturnType<typeof storyMessages>) {
  const canvas = within(canvasElement);
  await canvasReady(canvasElement);
  await designSaved(canvasElement, t('constructor:save.saved'));
  await userEvent.click(canvas.getByRole('button', { name: t('constructor:preview.open') }));
  return within(document.body).findByRole('dialog', { name: t('constructor:preview.title') });
}

/** The page's picture, once drawn (a note stands in its place until then). */
async function drawnPage(dialog: HTMLElement, name: string) {
  return waitFor(
    () => {
      const page = within(dialog).getByRole('img', { name });
      if (!(page instanceof HTMLImageElement)) throw new Error(`${name} is not drawn yet`);
      return page;
    },
    { timeout: 10_000 },
  );
}

/**
 * The book as it will arrive: the cover alone, then every spread turned like a page, to the back;
 * the arrow keys turn back.
 */
export const BookPageFlip: Story = {
  beforeEach: () =>
    restoreDraft(photoBook, () => [{ type: 'autoFill', photos: [beach, forest] }], [beach, forest]),
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const shown = await openPreview(canvasElement, t);
    const dialog = within(shown);
    const cover = t('constructor:pages.side_cover');
    await expect(await drawnPage(shown, cover)).toBeVisible();
    const position = (pages: string, current: number) =>
      t('constructor:preview.position', { pages, current, count: 14 });
    await expect(dialog.getByRole('status')).toHaveTextContent(position(cover, 1));
    const next = dialog.getByRole('button', { name: t('constructor:pages.nextSpread') });
    const inner = (number: number) => t('constructor:pages.side_inner', { number });
    // 24 inner pages: 12 spreads between the cover and the back.
    for (let spread = 2; spread <= 13; spread += 1) {
      await userEvent.click(next);
      const left = (spread - 1) * 2;
      await waitFor(() =>
        expect(dialog.getByRole('status')).toHaveTextContent(
          position(`${inner(left)} · ${inner(left + 1)}`, spread),
        ),
      );
      await expect(dialog.getByRole('img', { name: inner(left) })).toBeVisible();
      await expect(dialog.getByRole('img', { name: inner(left + 1) })).toBeVisible();
      if (spread === 2) await screenshotStoryHere();
    }
    await userEvent.click(next);
    const back = t('constructor:pages.side_back');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(position(back, 14)));
    await expect(next).toBeDisabled();
    dialog.getByRole('button', { name: t('constructor:pages.previousSpread') }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        position(`${inner(24)} · ${inner(25)}`, 13),
      ),
    );
  },
};

/** The mug turns round in the preview, its wrap following the curve, the handle's gap unprinted. */
export const MugTurns: Story = {
  args: { articleId: mug },
  beforeEach: () => restoreDraft(mug, () => [{ type: 'autoFill', photos: [beach] }], [beach]),
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const shown = await openPreview(canvasElement, t);
    const dialog = within(shown);
    const turning = dialog.getByRole('slider', { name: t('constructor:preview.mugLabel') });
    const turned = (degrees: number) =>
      expect(turning).toHaveAttribute('aria-valuetext', t('constructor:preview.mug', { degrees }));
    await waitFor(() => turned(0), { timeout: 10_000 });
    await userEvent.click(dialog.getByRole('button', { name: t('constructor:preview.turnLeft') }));
    await turned(45);
    turning.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await turned(315);
    await expect(dialog.getByRole('status')).toHaveTextContent(
      t('constructor:preview.turned', { degrees: 315 }),
    );
  },
};

/**
 * The canvas stands on its frame, the photo's edges mirrored round its sides; folded round the
 * frame instead, its sides show the design's own wrap, and in colour the page's colour.
 */
export const CanvasOnItsFrame: Story = {
  args: { articleId: canvasPrint },
  beforeEach: () =>
    restoreDraft(canvasPrint, () => [{ type: 'autoFill', photos: [forest] }], [forest]),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const shown = await openPreview(canvasElement, t);
    const front = await drawnPage(shown, t('constructor:pages.side_front'));
    await expect(front).toBeVisible();
    // The sides of the canvas in the preview open now.
    const sides = () =>
      within(document.body)
        .getByTestId('canvas-preview')
        .querySelectorAll<HTMLElement>('[aria-hidden] > div');
    await expect(sides()).toHaveLength(2);
    // Mirrored: both sides show the front's picture, turned over.
    for (const side of sides()) {
      await expect(side.style.backgroundImage).toContain(front.src);
      await expect(side.style.transform).toMatch(/scale[XY]\(-1\)/);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    // Folded round the frame: the sides show the wrap as it is, not turned over.
    await userEvent.click(canvas.getByRole('radio', { name: t('constructor:canvasEdge.photo') }));
    await designSaved(canvasElement, t('constructor:save.saved'));
    const folded = within(await openPreview(canvasElement, t));
    await waitFor(() =>
      expect(folded.getByTestId('canvas-preview')).toHaveAttribute('data-edge', 'photo'),
    );
    await waitFor(() => expect(sides()[0]?.style.backgroundImage).toContain('blob:'), {
      timeout: 10_000,
    });
    for (const side of sides()) await expect(side.style.transform).toBe('');
    await screenshotStoryHere();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('radio', { name: t('constructor:canvasEdge.colour') }));
    await designSaved(canvasElement, t('constructor:save.saved'));
    await openPreview(canvasElement, t);
    await waitFor(() => expect(sides()[0]?.style.backgroundColor).not.toBe(''), {
      timeout: 10_000,
    });
    await expect(sides()[0]?.style.backgroundImage).toBe('');
  },
};
