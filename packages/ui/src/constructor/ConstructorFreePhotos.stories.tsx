import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import { photoDragType } from './editor/photoDrag.ts';
import type { FreePhoto } from './model/index.ts';
import {
  canvasReady,
  dragOnCanvas,
  forgetDrafts,
  photoBook,
  restoreDraft,
  savedDoc,
  storyPicture,
  storyTemplate,
  designSaved,
  editorSettled,
  printCheckMessages,
} from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

// Photos placed anywhere on a photo book's inner page, outside its slots: from the tray's corner
// button or by dropping a tray photo on an empty spot; then dragged, resized and moved by keyboard.
// The cover takes photos only in its slots.
const beach = storyPicture('beach', 2400, 1800);
const forest = storyPicture('forest', 1800, 2400);
const template = storyTemplate(photoBook);
const { width: pageWidth, height: pageHeight } = template.print_size_mm;

/** The editor's React commits, counted by a Profiler: a drag must not add any. */
const commits = { count: 0 };

type T = ReturnType<typeof storyMessages>;

/** The free photos of the book's first inner page (page 2) as the editor keeps them. */
const savedFree = (): readonly FreePhoto[] => savedDoc(photoBook).pages[1]?.freePhotos ?? [];
const onlyFree = () => {
  const [free, ...rest] = savedFree();
  if (!free || rest.length > 0) throw new Error(`Expected one free photo, not ${rest.length + 1}`);
  return free;
};

/** The page's canvas and how many screen pixels a millimetre of the page is. */
function pageGeometry(root: HTMLElement) {
  const canvas = root.querySelector('[data-testid="page-canvas"] canvas');
  if (!(canvas instanceof HTMLCanvasElement)) throw new Error('No page canvas');
  const box = canvas.getBoundingClientRect();
  const scale = box.width / (pageWidth + template.bleed_mm * 2);
  /** The client position of a point on the trimmed page, in millimetres. */
  const at = (x: number, y: number) => ({
    x: box.left + (template.bleed_mm + x) * scale,
    y: box.top + (template.bleed_mm + y) * scale,
  });
  return { canvas, scale, at };
}

/** A mouse drag on the canvas; how many times the editor rendered from the press to the release. */
async function dragCountingRenders(
  canvas: HTMLCanvasElement,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<number> {
  let start = 0;
  let rendered = 0;
  await editorSettled(commits);
  await dragOnCanvas({ canvas, ...from }, to, {
    pressed: () => (start = commits.count),
    moved: () => (rendered = commits.count - start),
  });
  return rendered;
}

/** From the cover to the book's first inner page, shown on its own. */
async function openFirstInnerPage(root: HTMLElement, t: T) {
  const screen = within(root);
  await canvasReady(root);
  // The cover takes photos only in its slots: the tray has no "place on page" there.
  await expect(
    screen.queryByRole('button', { name: t('constructor:tray.placeFree', { number: 1 }) }),
  ).toBeNull();
  const nav = screen.getByRole('navigation', { name: t('constructor:pages.label') });
  await userEvent.click(
    within(nav).getByRole('button', { name: t('constructor:pages.nextSpread') }),
  );
  await userEvent.click(screen.getByRole('button', { name: t('constructor:pages.viewPage') }));
  await expect(
    screen.getByText(t('constructor:pages.current', { page: 2, count: 26 })),
  ).toBeVisible();
  await canvasReady(root);
}

/** The slot list's button of free photo `number`. */
const freePhotoButton = (root: HTMLElement, t: T, number: number) =>
  within(root).getByRole('button', {
    name: new RegExp(`^${t('constructor:slots.freePhoto', { number })} · `),
  });

const meta = {
  title: 'Constructor/Free photos',
  component: ConstructorScreen,
  args: { articleId: photoBook, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Profiler id="constructor" onRender={() => (commits.count += 1)}>
        <Story />
      </Profiler>
    ),
  ],
  beforeEach: () => {
    forgetDrafts();
    restoreDraft(photoBook, () => [], [beach, forest]);
    commits.count = 0;
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Place on page" puts the whole photo in the middle of the inner page; the mouse drags it and
 * pulls its corner larger (the editor does not render while it moves, and the design changes on
 * release), and the keyboard moves and resizes it from the slot list.
 */
export const PlaceDragResizeAndMove: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await openFirstInnerPage(canvasElement, t);
    await userEvent.click(
      canvas.getByRole('button', { name: t('constructor:tray.placeFree', { number: 1 }) }),
    );
    // The whole beach photo, centred, in its own 4:3 frame; selected in the slot list.
    await waitFor(() => expect(savedFree()).toHaveLength(1));
    const placed = onlyFree();
    await expect(placed.photo.url).toBe(beach.url);
    await expect(placed.height / placed.width).toBeCloseTo(0.75, 6);
    await expect(placed.x + placed.width / 2).toBeCloseTo(pageWidth / 2, 3);
    await expect(placed.y + placed.height / 2).toBeCloseTo(pageHeight / 2, 3);
    await expect(freePhotoButton(canvasElement, t, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('heading', { name: t('constructor:photo.freeHeading') }),
    ).toBeVisible();
    await canvasReady(canvasElement);

    // Dragged 40 × 30 px by the mouse: no render while it moves, the design follows on release.
    const page = pageGeometry(canvasElement);
    const centre = page.at(placed.x + placed.width / 2, placed.y + placed.height / 2);
    const rendered = await dragCountingRenders(page.canvas, centre, {
      x: centre.x + 40,
      y: centre.y + 30,
    });
    await expect(rendered).toBe(0);
    await waitFor(() => expect(onlyFree().x).not.toBeCloseTo(placed.x, 1));
    const moved = onlyFree();
    await expect(moved.x - placed.x).toBeCloseTo(40 / page.scale, 0);
    await expect(moved.y - placed.y).toBeCloseTo(30 / page.scale, 0);
    await expect(moved.width).toBeCloseTo(placed.width, 6);

    // Its bottom-right handle pulled outwards: larger, the same 4:3, the top-left corner in place.
    // The handle is taken 9 px off its corner both ways: it is drawn 10 px wide, but a target 24 px
    // wide or more takes the pointer there.
    const handle = page.at(moved.x + moved.width, moved.y + moved.height);
    const corner = { x: handle.x + 9, y: handle.y + 9 };
    const resizing = await dragCountingRenders(page.canvas, corner, {
      x: corner.x + 40,
      y: corner.y + 30,
    });
    await expect(resizing).toBe(0);
    await waitFor(() => expect(onlyFree().width).toBeGreaterThan(moved.width + 5));
    const resized = onlyFree();
    await expect(resized.height / resized.width).toBeCloseTo(0.75, 6);
    await expect(resized.x).toBeCloseTo(moved.x, 0);
    await expect(resized.y).toBeCloseTo(moved.y, 0);
    await expect(resized.rotation).toBeCloseTo(0, 6);

    // The keyboard: two steps right (2 mm each), then Shift+Up makes it 5 mm wider about its centre.
    freePhotoButton(canvasElement, t, 1).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(onlyFree().x).toBeCloseTo(resized.x + 4, 6));
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(onlyFree().width).toBeCloseTo(resized.width + 5, 6));
    const keyed = onlyFree();
    await expect(keyed.x + keyed.width / 2).toBeCloseTo(resized.x + 4 + resized.width / 2, 6);
    await expect(keyed.height / keyed.width).toBeCloseTo(0.75, 6);
    // The run of key presses is one undo step: the size and the place come back together.
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await waitFor(() => expect(onlyFree().x).toBeCloseTo(resized.x, 6));
    await expect(onlyFree().width).toBeCloseTo(resized.width, 6);
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};

/**
 * A tray photo dropped on an empty spot of the inner page goes there; dropped on a slot it fills
 * the slot as before. Past the safe area the print check says so, and Delete removes it.
 */
export const DropOnPageAndCheck: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await openFirstInnerPage(canvasElement, t);
    const target = canvasElement.querySelector('[data-testid="page-canvas"]');
    if (!target) throw new Error('No page canvas');
    const drop = (x: number, y: number, photo = forest) => {
      const transfer = new DataTransfer();
      transfer.setData(photoDragType, JSON.stringify(photo));
      const at = pageGeometry(canvasElement).at(x, y);
      // The browser's own drag events: they carry the transfer's data as a drag from the tray does.
      for (const type of ['dragover', 'drop'])
        target.dispatchEvent(
          new DragEvent(type, {
            bubbles: true,
            cancelable: true,
            clientX: at.x,
            clientY: at.y,
            dataTransfer: transfer,
          }),
        );
    };
    // Between the photo slot and the caption: nothing there but paper.
    const slot = template.pages[1]?.photo_slots[0];
    const caption = template.pages[1]?.text_slots[0];
    if (!slot || !caption) throw new Error('The inner page has a photo slot and a caption');
    const gapY = (slot.y_mm + slot.height_mm + caption.y_mm) / 2;
    drop(pageWidth / 3, gapY);
    await waitFor(() => expect(savedFree()).toHaveLength(1));
    const dropped = onlyFree();
    await expect(dropped.photo.url).toBe(forest.url);
    await expect(dropped.height / dropped.width).toBeCloseTo(4 / 3, 6);
    // Centred on the drop (to the screen's pixel), moved up just enough to stay inside the safe area.
    await expect(dropped.x + dropped.width / 2).toBeCloseTo(pageWidth / 3, 0);
    await expect(dropped.y + dropped.height).toBeLessThanOrEqual(
      pageHeight - template.safe_area_mm.bottom + 1e-6,
    );
    await expect(savedDoc(photoBook).pages[1]?.photos).toEqual({});
    await expect(freePhotoButton(canvasElement, t, 1)).toHaveAttribute('aria-pressed', 'true');

    // Dropped on the slot: the slot takes it; the free photo stays.
    drop(slot.x_mm + slot.width_mm / 4, slot.y_mm + slot.height_mm / 4, beach);
    await waitFor(() =>
      expect(savedDoc(photoBook).pages[1]?.photos[slot.id]?.photo.url).toBe(beach.url),
    );
    await expect(savedFree()).toHaveLength(1);

    // Arrowed past the left edge of the safe area: the print check says so, for this photo.
    freePhotoButton(canvasElement, t, 1).focus();
    const steps = Math.ceil((dropped.x - template.safe_area_mm.left) / 2) + 1;
    await userEvent.keyboard('{ArrowLeft}'.repeat(steps));
    await waitFor(() => expect(onlyFree().x).toBeLessThan(template.safe_area_mm.left));
    const outside = t('constructor:issues.freePhotoOutsideSafeArea', { page: 2, number: 1 });
    await waitFor(async () =>
      expect(await printCheckMessages(canvasElement, t('constructor:issues.heading'))).toContain(
        outside,
      ),
    );
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();
    // Delete takes it off the page (the slot's photo stays).
    freePhotoButton(canvasElement, t, 1).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(savedFree()).toHaveLength(0));
    await expect(savedDoc(photoBook).pages[1]?.photos[slot.id]?.photo.url).toBe(beach.url);
    await expect(
      await printCheckMessages(canvasElement, t('constructor:issues.heading')),
    ).not.toContain(outside);
    await canvasReady(canvasElement);
  },
};
