import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import type { DesignDoc } from './model/index.ts';
import {
  canvasReady,
  dragOnCanvas,
  forgetDrafts,
  photoBook,
  restoreDraft,
  savedDoc,
  slotCentre,
  storyPicture,
  storyTemplate,
  designSaved,
} from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

const beach = storyPicture('beach', 2400, 1800);
const forest = storyPicture('forest', 1800, 2400);

/** Where each photo of the book is, by page position: `[page, url]`. */
const photosByPage = (doc: DesignDoc) =>
  doc.pages.flatMap((page) =>
    Object.values(page.photos).map((placed) => [page.index, placed.photo.url] as const),
  );

const meta = {
  title: 'Constructor/Pages',
  component: ConstructorScreen,
  args: { articleId: photoBook, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Left and right pages side by side, the cover on its own; a sheet more raises the price. */
export const SpreadView: Story = {
  beforeEach: () =>
    restoreDraft(photoBook, () => [{ type: 'autoFill', photos: [beach, forest] }], [beach, forest]),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const previews = () =>
      canvas.getAllByRole('img', {
        name: new RegExp(`^${t('constructor:canvasLabel', { page: '\\d+' })}`),
      });
    await expect(previews()).toHaveLength(1);
    await expect(
      canvas.getByText(t('constructor:pages.current', { page: 1, count: 26 })),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('constructor:pages.label') });
    await userEvent.click(
      within(nav).getByRole('button', { name: t('constructor:pages.nextSpread') }),
    );
    await expect(
      canvas.getByText(t('constructor:pages.currentSpread', { first: 2, last: 3, count: 26 })),
    ).toBeVisible();
    await expect(previews()).toHaveLength(2);
    await expect(previews()[1]).toHaveAccessibleName(
      new RegExp(`^${t('constructor:canvasLabel', { page: 3 })}\\.`),
    );
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();

    // A sheet more after the spread: 26 inner pages, the price of one sheet more.
    const count = canvas.getByTestId('page-count');
    await expect(count).toHaveTextContent(
      t('constructor:pages.count', { pages: 24, min: 24, max: 100 }),
    );
    const price = canvas.getByTestId('design-price');
    const basePrice = price.textContent;
    await userEvent.click(
      canvas.getByRole('button', { name: t('constructor:pages.add', { pages: 2 }) }),
    );
    await expect(count).toHaveTextContent(
      t('constructor:pages.count', { pages: 26, min: 24, max: 100 }),
    );
    await expect(price.textContent).not.toBe(basePrice);
    await expect(canvas.getByTestId('editor-product')).toHaveTextContent(
      t('constructor:product.pages', { count: 26 }),
    );
    await waitFor(() => expect(savedDoc(photoBook).pages).toHaveLength(28));
    const added = savedDoc(photoBook).pages.slice(3, 5);
    await expect(added.map((page) => Object.keys(page.photos).length)).toEqual([0, 0]);
    await expect(
      canvas.getByText(t('constructor:pages.currentSpread', { first: 4, last: 5, count: 28 })),
    ).toBeVisible();
    await canvasReady(canvasElement);

    // Undo takes the sheet away again; the single-page view shows one page at a time.
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await waitFor(() => expect(savedDoc(photoBook).pages).toHaveLength(26));
    await expect(price).toHaveTextContent(basePrice ?? '');
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:pages.viewPage') }));
    await expect(previews()).toHaveLength(1);
  },
};

/** Every page as a live thumbnail; inner pages move by keyboard, with buttons and by drag. */
export const PageStrip: Story = {
  beforeEach: () =>
    restoreDraft(
      photoBook,
      () => [
        { type: 'placePhoto', pageIndex: 1, slotId: 'photo-1-1', photo: beach },
        { type: 'placePhoto', pageIndex: 2, slotId: 'photo-2-1', photo: forest },
      ],
      [beach, forest],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const strip = canvas.getByRole('navigation', { name: t('constructor:pages.strip') });
    const pageButton = (number: number) =>
      within(strip).getByRole('button', { name: t('constructor:pages.side_inner', { number }) });
    await expect(within(strip).getAllByRole('button')).toHaveLength(26);
    await expect(
      within(strip).getByRole('button', { name: t('constructor:pages.side_cover') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(photosByPage(savedDoc(photoBook))).toEqual([
      [1, beach.url],
      [2, forest.url],
    ]);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();

    // Page 2 (the beach) goes one later by keyboard and keeps the focus at its new place.
    pageButton(2).focus();
    await userEvent.keyboard('{Enter}');
    await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, forest.url],
        [2, beach.url],
      ]),
    );
    await expect(pageButton(3)).toHaveFocus();
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');

    // The cover stays first: the first inner page cannot move earlier.
    await userEvent.click(pageButton(2));
    await expect(
      canvas.getByRole('button', { name: t('constructor:pages.moveEarlier') }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:pages.moveLater') }));
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, beach.url],
        [2, forest.url],
      ]),
    );

    // Drag page 3 (the forest) onto page 2.
    const transfer = new DataTransfer();
    await fireEvent.dragStart(pageButton(3), { dataTransfer: transfer });
    await fireEvent.dragOver(pageButton(2), { dataTransfer: transfer });
    await fireEvent.drop(pageButton(2), { dataTransfer: transfer });
    await fireEvent.dragEnd(pageButton(2), { dataTransfer: transfer });
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, forest.url],
        [2, beach.url],
      ]),
    );
    // Each move is one undo step.
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, beach.url],
        [2, forest.url],
      ]),
    );
    await expect(savedDoc(photoBook).pages.map((page) => page.side)).toEqual([
      'cover',
      ...Array.from({ length: 24 }, () => 'inner'),
      'back',
    ]);
  },
};

/** A photo trades places with the photo on another page of the book, and the editor follows it. */
export const SwapAcrossPages: Story = {
  beforeEach: () =>
    restoreDraft(
      photoBook,
      () => [
        { type: 'placePhoto', pageIndex: 1, slotId: 'photo-1-1', photo: beach },
        { type: 'placePhoto', pageIndex: 2, slotId: 'photo-2-1', photo: forest },
      ],
      [beach, forest],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const strip = canvas.getByRole('navigation', { name: t('constructor:pages.strip') });
    const pageButton = (number: number) =>
      within(strip).getByRole('button', { name: t('constructor:pages.side_inner', { number }) });
    const photoSlot = () =>
      canvas.getByRole('button', {
        name: new RegExp(`^${t('constructor:slots.photo', { number: 1 })} · `),
      });

    // Page 2's only photo (the beach) swaps with page 3's (the forest), chosen by page and slot.
    await userEvent.click(pageButton(2));
    await userEvent.click(photoSlot());
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();
    const swapWith = canvas.getByRole('combobox', { name: t('constructor:photo.swapWith') });
    const pagePhoto = (number: number) =>
      `${t('constructor:pages.side_inner', { number })} · ${t('constructor:slots.photo', { number: 1 })}`;
    await expect(within(swapWith).getByRole('option', { name: pagePhoto(3) })).toBeInTheDocument();
    await expect(
      within(swapWith).getByRole('option', {
        name: `${pagePhoto(4)} (${t('constructor:slots.empty')})`,
      }),
    ).toBeInTheDocument();
    // The facing page is offered first.
    await expect(swapWith).toHaveDisplayValue(pagePhoto(3));
    await userEvent.selectOptions(swapWith, pagePhoto(3));
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:photo.swap') }));
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, forest.url],
        [2, beach.url],
      ]),
    );
    // The editor shows page 3 with the beach selected in its slot.
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
    await expect(photoSlot()).toHaveAttribute('aria-pressed', 'true');

    // Onto an empty slot the photo moves, and one undo brings both back.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('constructor:photo.swapWith') }),
      `${pagePhoto(4)} (${t('constructor:slots.empty')})`,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:photo.swap') }));
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, forest.url],
        [3, beach.url],
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, forest.url],
        [2, beach.url],
      ]),
    );
  },
};

/** In the spread view a photo dragged off its page onto the facing page's slot swaps with it. */
export const DragAcrossSpread: Story = {
  beforeEach: () =>
    restoreDraft(
      photoBook,
      () => [
        { type: 'placePhoto', pageIndex: 1, slotId: 'photo-1-1', photo: beach },
        { type: 'placePhoto', pageIndex: 2, slotId: 'photo-2-1', photo: forest },
      ],
      [beach, forest],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const strip = canvas.getByRole('navigation', { name: t('constructor:pages.strip') });
    const pageButton = (number: number) =>
      within(strip).getByRole('button', { name: t('constructor:pages.side_inner', { number }) });
    await userEvent.click(pageButton(2));
    await canvasReady(canvasElement);
    const [left, right] = canvas.getByTestId('spread').children;
    if (!left || !right) throw new Error('The spread shows two pages');

    // The beach on the left page is dragged onto the forest on the right page.
    const template = storyTemplate(photoBook);
    const slotOf = (pageIndex: number) => {
      const page = savedDoc(photoBook).pages[pageIndex];
      const slot = page && template.pages[page.templateIndex]?.photo_slots[0];
      if (!slot) throw new Error('An inner page has a photo slot');
      return slot;
    };
    await dragOnCanvas(
      slotCentre(left, template, slotOf(1)),
      slotCentre(right, template, slotOf(2)),
    );
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, forest.url],
        [2, beach.url],
      ]),
    );
    // The editor follows the photo: the right page is open with the beach selected.
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('button', {
        name: new RegExp(`^${t('constructor:slots.photo', { number: 1 })} · `),
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // One undo brings both photos back.
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await waitFor(() =>
      expect(photosByPage(savedDoc(photoBook))).toEqual([
        [1, beach.url],
        [2, forest.url],
      ]),
    );
    await canvasReady(canvasElement);
  },
};
