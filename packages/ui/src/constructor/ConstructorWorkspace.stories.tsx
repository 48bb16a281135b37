import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import {
  canvasReady,
  collage,
  forgetDrafts,
  photoBook,
  restoreDraft,
  storyPicture,
} from './storySupport.ts';
import { storyMessages, withAnyValue } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

// The editor's workspace puts the page first: the print check is a count in the header, never a
// list above the page, and the page is as large as the screen allows. Measured at real screen
// sizes (the other stories' viewports are tall on purpose, for their screenshots).
const screens = {
  laptopScreen: {
    name: 'Laptop screen (1280 × 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  phoneScreen: {
    name: 'Phone screen (390 × 844)',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
} as const;

/** Ten photos, one a page from the cover on: eleven texts still say the template's words, fifteen pages wait. */
const tenPhotos = Array.from({ length: 10 }, (_, index) =>
  storyPicture(`workspace-photo-${index + 1}`, 2400, 1800),
);
const autoFilledBook = () =>
  restoreDraft(photoBook, () => [{ type: 'autoFill', photos: tenPhotos }], tenPhotos);

/** What the customer designs on: the spread, or the one page. */
function pageOnScreen(root: HTMLElement): DOMRect {
  const shown =
    root.querySelector('[data-testid="spread"]') ??
    root.querySelector('[data-testid="page-canvas"] canvas');
  if (!shown) throw new Error('No page on the stage');
  return shown.getBoundingClientRect();
}

/** The page lies wholly on the first screen, before any scrolling. */
async function expectInsideViewport(box: DOMRect) {
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/** "Show" on the cover's title in the print check's panel: the text is selected in the slot list. */
async function showCoverTitle(root: HTMLElement, t: ReturnType<typeof storyMessages>) {
  const canvas = within(root);
  const count = canvas.getByRole('button', {
    name: withAnyValue((count) => `${count}: ${t('constructor:issues.heading')}`),
  });
  await userEvent.click(count);
  const panel = await within(document.body).findByRole('dialog', {
    name: t('constructor:issues.heading'),
  });
  const warnings = within(panel).getAllByRole('listitem').length;
  await expect(warnings).toBeGreaterThan(11);
  await expect(count).toHaveTextContent(t('constructor:issues.count', { count: warnings }));
  const coverTitle = withAnyValue((text) =>
    t('constructor:issues.placeholderText', { page: 1, text }),
  );
  await userEvent.click(
    within(panel).getByRole('button', {
      name: t('constructor:issues.show'),
      description: coverTitle,
    }),
  );
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true'));
  await expect(document.activeElement).toHaveAttribute('data-slot-id');
  await expect(count).toHaveAttribute('aria-expanded', 'false');
}

const meta = {
  title: 'Constructor/Workspace',
  component: ConstructorScreen,
  args: { articleId: photoBook, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen', viewport: { options: screens } },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A book auto-filled with ten photos has 26 warnings (eleven template texts, fifteen empty pages)
 * on a 1280 × 800 screen: the spread stays whole on the screen and fills 40 % of it or more, the
 * header counts the warnings, and "Show" in their panel selects the text it is about.
 */
export const ManyIssuesDesktop: Story = {
  globals: { viewport: { value: 'laptopScreen', isRotated: false } },
  beforeEach: autoFilledBook,
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await waitFor(() => expect(window.innerHeight).toBe(800));
    await canvasReady(canvasElement);
    // The cover opens alone; the next spread has two pages side by side.
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('constructor:pages.nextSpread') }),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid="spread"]')).not.toBeNull(),
    );
    await canvasReady(canvasElement);
    const spread = pageOnScreen(canvasElement);
    await expectInsideViewport(spread);
    const share = (spread.width * spread.height) / (window.innerWidth * window.innerHeight);
    await expect(share).toBeGreaterThanOrEqual(0.4);
    // The first screen, as the customer sees it, before the panel opens.
    await screenshotStoryHere();
    // A badge on each strip page the check warns about (here every page), said as its description.
    const strip = within(canvasElement).getByTestId('page-strip');
    await expect(within(strip).getAllByTestId('page-issue-badge')).toHaveLength(26);
    const current = within(strip).getByRole('button', { current: 'page' });
    const badge = within(current).getByTestId('page-issue-badge');
    await expect(current).toHaveAccessibleName(t('constructor:pages.side_inner', { number: 2 }));
    await expect(current).toHaveAccessibleDescription(
      new RegExp(`^${t('constructor:issues.count', { count: Number(badge.textContent) })}`),
    );
    await showCoverTitle(canvasElement, t);
  },
};

/** The same book on a 390 × 844 phone: the page starts near the top and fills the width. */
export const ManyIssuesPhone: Story = {
  globals: { viewport: { value: 'phoneScreen', isRotated: false } },
  beforeEach: autoFilledBook,
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await waitFor(() => expect(window.innerWidth).toBe(390));
    await canvasReady(canvasElement);
    const page = pageOnScreen(canvasElement);
    await expect(page.top).toBeLessThanOrEqual(200);
    await expect(page.width).toBeGreaterThanOrEqual(360);
    await screenshotStoryHere();
    await expect(page.right).toBeLessThanOrEqual(window.innerWidth);
    await showCoverTitle(canvasElement, t);
  },
};

/** A canvas of one page: no previous or next page, no pages panel, no page strip. */
export const OnePageProductDesktop: Story = {
  args: { articleId: collage },
  globals: { viewport: { value: 'laptopScreen', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await expectNoPageControls(canvasElement, t);
    await expectInsideViewport(pageOnScreen(canvasElement));
  },
};

/** On a phone, neither: the pinned bar has no pages tool. */
export const OnePageProductPhone: Story = {
  args: { articleId: collage },
  globals: { viewport: { value: 'phoneScreen', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await expectNoPageControls(canvasElement, t);
    const bar = canvas.getByRole('toolbar', { name: t('constructor:phoneTools.label') });
    await expect(
      within(bar).queryByRole('button', { name: t('constructor:pages.label') }),
    ).toBeNull();
  },
};

async function expectNoPageControls(root: HTMLElement, t: ReturnType<typeof storyMessages>) {
  const canvas = within(root);
  await expect(canvas.queryByRole('navigation', { name: t('constructor:pages.label') })).toBeNull();
  await expect(canvas.queryByRole('button', { name: t('constructor:pages.previous') })).toBeNull();
  await expect(canvas.queryByRole('button', { name: t('constructor:pages.next') })).toBeNull();
  await expect(canvas.queryByRole('heading', { name: t('constructor:pages.label') })).toBeNull();
  await expect(canvas.queryByTestId('page-strip')).toBeNull();
}
