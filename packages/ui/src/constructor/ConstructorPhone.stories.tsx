import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import {
  canvasReady,
  collage,
  expectFitsPhoneWidth,
  forgetDrafts,
  photoBook,
  restoreDraft,
  savedDoc,
  storyPicture,
  designSaved,
} from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

// The editor on a phone: the page as wide as the screen, the selection's tools pinned to the
// bottom, a page strip to swipe, and every control a finger's size.
const camera = storyPicture('camera-photo', 4000, 3000);
const phone = storyPicture('phone-photo', 1600, 1200);

/** Every control of the editor a finger can hit: at least 44 × 44 px. */
async function expectFingerSizedControls(root: HTMLElement) {
  const editor = within(root).getByTestId('constructor-editor');
  const controls = [
    ...editor.querySelectorAll<HTMLElement>('button, select, textarea, input:not([type="file"])'),
  ].filter((control) => control.getClientRects().length > 0);
  await expect(controls.length).toBeGreaterThan(10);
  const small = controls
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(
      ({ control, box }) =>
        `${control.tagName} "${control.getAttribute('aria-label') ?? control.textContent}" ${box.width}×${box.height}`,
    );
  await expect(small).toEqual([]);
}

/** The pinned bar: in view at the bottom of the screen, and the page as wide as the screen. */
async function expectPhoneLayout(root: HTMLElement, t: ReturnType<typeof storyMessages>) {
  await waitFor(() => expect(window.innerWidth).toBeLessThan(768));
  const bar = await within(root).findByRole('toolbar', { name: t('constructor:phoneTools.label') });
  await canvasReady(root);
  const dock = within(root).getByTestId('phone-toolbar');
  await expect(getComputedStyle(dock).position).toBe('sticky');
  const box = dock.getBoundingClientRect();
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(bar).toBeVisible();
  const page = root.querySelector('[data-testid="page-canvas"] canvas');
  if (!page) throw new Error('No page canvas');
  await expect(page.getBoundingClientRect().width).toBeGreaterThanOrEqual(
    document.documentElement.clientWidth - 24,
  );
  return bar;
}

const meta = {
  title: 'Constructor/Phone',
  component: ConstructorScreen,
  args: { articleId: collage, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobileMedium', isRotated: false } },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing selected: "Add photo" in the pinned bar places a photo of the tray; the bar then
 * holds the photo's tools (flip, whole photo, zoom), each one a single tap.
 */
export const MobileLayout: Story = {
  beforeEach: () => restoreDraft(collage, () => [], [camera, phone]),
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const bar = await expectPhoneLayout(canvasElement, t);
    await expect(
      within(bar).getByRole('button', { name: t('constructor:text.add') }),
    ).toBeVisible();

    await userEvent.click(
      within(bar).getByRole('button', { name: t('constructor:phoneTools.addPhoto') }),
    );
    const dock = within(canvasElement).getByTestId('phone-toolbar');
    const sheet = within(dock).getByRole('group', { name: t('constructor:phoneTools.addPhoto') });
    await userEvent.click(
      within(sheet).getByRole('button', { name: t('constructor:tray.placeNext', { number: 1 }) }),
    );
    await waitFor(() =>
      expect(Object.values(savedDoc(collage).pages[0]?.photos ?? {})).toHaveLength(1),
    );
    // The placed photo is selected: the sheet closes and the bar holds its tools.
    await expect(
      within(canvasElement).queryByRole('group', { name: t('constructor:phoneTools.addPhoto') }),
    ).toBeNull();
    const flip = within(bar).getByRole('button', { name: t('constructor:photo.flip_horizontal') });
    await userEvent.click(flip);
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    const whole = within(bar).getByRole('button', { name: t('constructor:photo.fit_fit') });
    await userEvent.click(whole);
    await expect(whole).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      const placed = Object.values(savedDoc(collage).pages[0]?.photos ?? {})[0];
      return expect([placed?.flipX, placed?.fit]).toEqual([true, 'fit']);
    });
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:photo.zoom') }));
    const zoom = within(dock).getByRole('slider', { name: t('constructor:photo.zoom') });
    await expect(zoom).toBeVisible();
    await canvasReady(canvasElement);
    await expectFingerSizedControls(canvasElement);
    await expectFitsPhoneWidth(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};

/** A text selected: "Add text" opens its field with the words selected; bold and a font in the bar. */
export const MobileTextSelected: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const bar = await expectPhoneLayout(canvasElement, t);
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:text.add') }));
    const dock = within(canvasElement).getByTestId('phone-toolbar');
    const field = within(dock).getByRole('textbox', { name: t('constructor:text.content') });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Ana & Luis');
    await expect(field).toHaveValue('Ana & Luis');
    const bold = within(bar).getByRole('button', { name: t('constructor:text.bold') });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:text.font') }));
    await userEvent.selectOptions(
      within(dock).getByRole('combobox', { name: t('constructor:text.font') }),
      'Playfair Display',
    );
    await waitFor(() =>
      expect(
        savedDoc(collage).pages[0]?.freeTexts.map(({ text, bold: isBold, fontFamily }) => ({
          text,
          bold: isBold,
          fontFamily,
        })),
      ).toEqual([{ text: 'Ana & Luis', bold: true, fontFamily: 'Playfair Display' }]),
    );
    await userEvent.click(
      within(dock).getByRole('button', { name: t('constructor:phoneTools.close') }),
    );
    await canvasReady(canvasElement);
    await expectFingerSizedControls(canvasElement);
    await expectFitsPhoneWidth(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};

/** A book on a phone: one page at a time, a strip that a swipe moves page by page. */
export const MobilePageStrip: Story = {
  args: { articleId: photoBook },
  beforeEach: () =>
    restoreDraft(
      photoBook,
      () => [
        { type: 'placePhoto', pageIndex: 1, slotId: 'photo-1-1', photo: camera },
        { type: 'placePhoto', pageIndex: 2, slotId: 'photo-2-1', photo: phone },
      ],
      [camera, phone],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await expectPhoneLayout(canvasElement, t);
    const strip = canvas.getByTestId('page-strip');
    await expect(getComputedStyle(strip).scrollSnapType).toMatch(/^x mandatory/);
    // No spreads on a phone: one page, as wide as the screen.
    await expect(
      canvas.queryByRole('button', { name: t('constructor:pages.viewSpread') }),
    ).toBeNull();
    await expect(
      canvas.getByText(t('constructor:pages.current', { page: 1, count: 26 })),
    ).toBeVisible();

    // A swipe: a touch on the strip, and the strip comes to rest on page 3.
    const third = within(strip).getByRole('button', {
      name: t('constructor:pages.side_inner', { number: 3 }),
    });
    strip.dispatchEvent(new Event('touchstart', { bubbles: true }));
    strip.scrollTo({
      left: third.offsetLeft + third.offsetWidth / 2 - strip.clientWidth / 2,
      behavior: 'instant',
    });
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'page'));
    await expect(
      canvas.getByText(t('constructor:pages.current', { page: 3, count: 26 })),
    ).toBeVisible();
    await canvasReady(canvasElement);
    await expectFingerSizedControls(canvasElement);
    await expectFitsPhoneWidth(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();

    // The keyboard still opens a page from the strip, and the strip centres it.
    const second = within(strip).getByRole('button', {
      name: t('constructor:pages.side_inner', { number: 2 }),
    });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'page');
    await waitFor(() => {
      const middle = strip.getBoundingClientRect().left + strip.clientWidth / 2;
      const box = second.getBoundingClientRect();
      return expect(Math.abs(box.left + box.width / 2 - middle)).toBeLessThan(2);
    });
    // With nothing selected, the bar's "Pages" adds a sheet of pages.
    const bar = canvas.getByRole('toolbar', { name: t('constructor:phoneTools.label') });
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:pages.label') }));
    const sheet = canvas.getByTestId('phone-toolbar');
    await userEvent.click(
      within(sheet).getByRole('button', { name: t('constructor:pages.add', { pages: 2 }) }),
    );
    await waitFor(() => expect(savedDoc(photoBook).pages).toHaveLength(28));
  },
};

/**
 * A photo book's inner page takes photos anywhere: "Add photo" can place one freely, and the bar
 * then holds the free photo's tools (flip, size, remove), each one a single tap.
 */
export const MobileFreePhoto: Story = {
  args: { articleId: photoBook },
  beforeEach: () => restoreDraft(photoBook, () => [], [camera, phone]),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const bar = await expectPhoneLayout(canvasElement, t);
    const strip = canvas.getByTestId('page-strip');
    await userEvent.click(
      within(strip).getByRole('button', { name: t('constructor:pages.side_inner', { number: 2 }) }),
    );
    await expect(
      canvas.getByText(t('constructor:pages.current', { page: 2, count: 26 })),
    ).toBeVisible();
    await userEvent.click(
      within(bar).getByRole('button', { name: t('constructor:phoneTools.addPhoto') }),
    );
    const dock = within(canvasElement).getByTestId('phone-toolbar');
    const sheet = within(dock).getByRole('group', { name: t('constructor:phoneTools.addPhoto') });
    // Into the next empty slot unless the customer chooses "anywhere on the page".
    const freely = within(sheet).getByRole('button', {
      name: t('constructor:phoneTools.placeFreely'),
    });
    await expect(freely).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(freely);
    await expect(freely).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      within(sheet).getByRole('button', { name: t('constructor:tray.placeFree', { number: 2 }) }),
    );
    await waitFor(() => expect(savedDoc(photoBook).pages[1]?.freePhotos).toHaveLength(1));
    await expect(savedDoc(photoBook).pages[1]?.photos).toEqual({});
    await expect(savedDoc(photoBook).pages[1]?.freePhotos[0]?.photo.url).toBe(phone.url);
    // The free photo is selected: its tools in the bar.
    const flip = within(bar).getByRole('button', { name: t('constructor:photo.flip_horizontal') });
    await userEvent.click(flip);
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(savedDoc(photoBook).pages[1]?.freePhotos[0]?.flipX).toBe(true));
    const before = savedDoc(photoBook).pages[1]?.freePhotos[0]?.width ?? 0;
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:photo.size') }));
    const size = within(dock).getByRole('slider', { name: t('constructor:photo.size') });
    // Slid 10 mm wider: the height follows the photo's 4:3.
    await fireEvent.change(size, { target: { value: String(Math.round(before) + 10) } });
    await waitFor(() =>
      expect(savedDoc(photoBook).pages[1]?.freePhotos[0]?.width).toBeCloseTo(
        Math.round(before) + 10,
        6,
      ),
    );
    const resized = savedDoc(photoBook).pages[1]?.freePhotos[0];
    await expect((resized?.height ?? 0) / (resized?.width ?? 1)).toBeCloseTo(0.75, 6);
    await canvasReady(canvasElement);
    await expectFingerSizedControls(canvasElement);
    await expectFitsPhoneWidth(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:photo.remove') }));
    await waitFor(() => expect(savedDoc(photoBook).pages[1]?.freePhotos).toEqual([]));
  },
};

/**
 * A text selected on a phone: the bar scrolls its tools behind a shadow, and "More", always in
 * view at its end, opens every panel of the selection: text size and colour, background, layout.
 */
export const MobileMoreTools: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const bar = await expectPhoneLayout(canvasElement, t);
    await userEvent.click(within(bar).getByRole('button', { name: t('constructor:text.add') }));
    const more = within(bar).getByRole('button', { name: t('constructor:phoneTools.more') });
    const box = more.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const dock = within(canvasElement).getByTestId('phone-toolbar');
    const sheet = within(dock).getByRole('group', { name: t('constructor:phoneTools.moreSheet') });
    const size = within(sheet).getByRole('spinbutton', { name: t('constructor:text.size') });
    await userEvent.clear(size);
    await userEvent.type(size, '30');
    await waitFor(() => expect(savedDoc(collage).pages[0]?.freeTexts[0]?.fontSizePt).toBe(30));
    await expect(within(sheet).getByLabelText(t('constructor:text.color'))).toBeVisible();
    await expect(
      within(sheet).getByRole('heading', { name: t('constructor:background.heading') }),
    ).toBeInTheDocument();
    const layouts = within(sheet).getByRole('group', { name: t('constructor:layout.heading') });
    await userEvent.click(within(layouts).getAllByRole('button')[1] as HTMLElement);
    await waitFor(() => expect(savedDoc(collage).pages[0]?.layout).toBe('single'));
    // No folded section of tools below the page any more.
    await expect(canvasElement.querySelector('details')).toBeNull();
    await expectFingerSizedControls(canvasElement);
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};
