import { db, olderCollageId, ownDesignInCartId, scenarios, startedCollageId } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import { draftKeyPrefix } from './data/localDraft.ts';
import { readCanvasColors } from './editor/themeColors.ts';
import { pagePhotoSlots } from './model/index.ts';
import {
  canvasReady,
  collage,
  forgetDrafts,
  photoBook,
  restoreDraft,
  storyApiOrigin,
  storyPicture,
  designSaved,
  savedDoc,
  storyTemplate,
  printCheckMessages,
} from './storySupport.ts';
import { storyMessages, withAnyValue } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

/** A PNG photo drawn on the spot, as a customer's file. */
async function photoFile(name: string, width: number, height: number, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = `hsl(${hue} 60% 70%)`;
  context.fillRect(0, 0, width, height);
  context.fillStyle = `hsl(${(hue + 60) % 360} 50% 40%)`;
  context.fillRect(width * 0.1, height * 0.5, width * 0.8, height * 0.4);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** A picture's pixels (a JPEG, or an SVG as the mock image service sends), to read its colour at a point. */
async function picturePixels(picture: Blob) {
  const image = new Image();
  image.src = URL.createObjectURL(picture);
  await image.decode();
  URL.revokeObjectURL(image.src);
  const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0);
  return {
    width: canvas.width,
    height: canvas.height,
    at: (x: number, y: number) => [
      ...context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3),
    ],
  };
}

/** A CSS colour as the canvas draws it. */
function rgbOf(color: string) {
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
}

/** Each channel within a JPEG's error of the other colour's. */
const nearColor = (actual: number[], expected: number[]) =>
  actual.every((channel, index) => Math.abs(channel - (expected[index] ?? 0)) <= 10);

function chooseFiles(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('[data-testid="photo-file-input"]');
  if (!input) throw new Error('No file input');
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'Constructor/Editor',
  component: ConstructorScreen,
  args: { articleId: collage, onDesignSaved: fn(), onAddedToCart: fn(), onOpenDesign: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // Each story starts without a local copy of an earlier story's design.
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo slot's button name in the slot list: "Photo 1 · empty" (number and details as patterns). */
function slotName(t: ReturnType<typeof storyMessages>, number: string, details: string) {
  return new RegExp(`^${t('constructor:slots.photo', { number })} · ${details}`);
}

export const EmptyTemplate: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('constructor:title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: new RegExp(t('constructor:canvasLabel', { page: 1 })) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('constructor:undo') })).toBeDisabled();
    await expect(canvas.getByText(t('constructor:save.idle'))).toBeVisible();
    // Keyboard: the slot list is the canvas's accessible twin.
    const firstSlot = canvas.getByRole('button', {
      name: slotName(t, '1', t('constructor:slots.empty')),
    });
    firstSlot.focus();
    await userEvent.keyboard('{Enter}');
    await expect(firstSlot).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(t('constructor:photo.emptySlot'))).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: slotName(t, '\\d', t('constructor:slots.empty')) }),
    ).toHaveLength(4);
  },
};

export const PhotosUploading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${storyApiOrigin}/images/upload`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    chooseFiles(canvasElement, [
      await photoFile('beach.png', 320, 240, 200),
      await photoFile('forest.png', 320, 240, 120),
    ]);
    await expect(
      await canvas.findByText(
        withAnyValue((percent) => t('constructor:tray.batch', { done: 0, count: 2, percent })),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        withAnyValue((percent) =>
          t('constructor:tray.uploadingItem', { name: 'beach.png', percent }),
        ),
      ),
    ).toBeVisible();
  },
};

export const UploadFailedRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          `${storyApiOrigin}/images/upload`,
          () =>
            HttpResponse.json(
              { error: { error_code: 5000, message: 'Storage unavailable' } },
              { status: 503 },
            ),
          { once: true },
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    chooseFiles(canvasElement, [await photoFile('beach.png', 1600, 1200, 200)]);
    await expect(
      await canvas.findByText(t('constructor:tray.failed.serverBusy', { name: 'beach.png' })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:tray.retry') }));
    await expect(
      await canvas.findByRole('button', { name: t('constructor:tray.placeNext', { number: 1 }) }),
    ).toBeVisible();
    await expect(
      canvas.queryByText(t('constructor:tray.failed.serverBusy', { name: 'beach.png' })),
    ).toBeNull();
  },
};

export const PlaceZoomUndoRedo: Story = {
  // The two uploaded photos are drawn on the canvas as their decoding finishes, which varies from
  // run to run in a full story run; the placement, zoom and history are asserted below, and the
  // drawn page is compared in LowResolution and MultiPage.
  parameters: { visual: false },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    chooseFiles(canvasElement, [
      await photoFile('beach.png', 2400, 1800, 200),
      await photoFile('forest.png', 2400, 1800, 120),
    ]);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: t('constructor:tray.placeNext', { number: 1 }) },
        { timeout: 5000 },
      ),
    );
    const slot = canvas.getByRole('button', {
      name: slotName(t, '1', t('constructor:slots.photoDpi', { dpi: '\\d+' })),
    });
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByText(t('constructor:tray.usedOn', { count: 1, pages: '1' })),
    ).toBeVisible();
    // Keyboard zoom and pan on the selected slot: one undo step for the run of keys.
    await userEvent.click(slot);
    await userEvent.keyboard('=={ArrowRight}');
    // Two 10% steps; the slider shows it to its 0.05 step.
    await expect(canvas.getByRole('slider', { name: t('constructor:photo.zoom') })).toHaveValue(
      '1.2',
    );
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(canvas.getByRole('slider', { name: t('constructor:photo.zoom') })).toHaveValue(
      '1',
    );
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(canvas.getByRole('slider', { name: t('constructor:photo.zoom') })).toHaveValue(
      '1.2',
    );
    // Auto-fill places each photo once: the second photo fills one more of the four slots.
    const emptySlots = () =>
      canvas.queryAllByRole('button', { name: new RegExp(`· ${t('constructor:slots.empty')}`) });
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:tray.autoFill') }));
    await waitFor(() => expect(emptySlots()).toHaveLength(2));
    // Asked to repeat photos, it fills every slot.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('constructor:tray.autoFillRepeat') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:tray.autoFill') }));
    await waitFor(() => expect(emptySlots()).toHaveLength(0));
    await designSaved(canvasElement, t('constructor:save.saved'));
    await expect(args.onDesignSaved).toHaveBeenCalled();
    await canvasReady(canvasElement);
  },
};

export const LowResolution: Story = {
  beforeEach: () =>
    restoreDraft(
      collage,
      () => [
        {
          type: 'autoFill',
          photos: [
            storyPicture('small-phone-photo', 400, 300),
            storyPicture('camera-photo', 4000, 3000),
          ],
        },
      ],
      [storyPicture('small-phone-photo', 400, 300), storyPicture('camera-photo', 4000, 3000)],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    const lowResolution = new RegExp(
      t('constructor:issues.lowResolution', {
        page: '\\d+',
        number: '\\d+',
        dpi: '\\d+',
        minDpi: 150,
      }),
    );
    const messages = await printCheckMessages(canvasElement, t('constructor:issues.heading'));
    await expect(messages.filter((message) => lowResolution.test(message))).not.toHaveLength(0);
    await expect(
      canvas.getByRole('button', {
        name: slotName(
          t,
          '\\d',
          `${t('constructor:slots.photoDpi', { dpi: '\\d+' })}, ${t('constructor:slots.lowResolution')}`,
        ),
      }),
    ).toBeVisible();
  },
};

const previewPhoto = storyPicture('preview-photo', 1200, 900);

/**
 * A save sends the first page as the cart line and the design lists show it: the photo where it is
 * placed (its centre at the slot's centre), an empty slot as the editor draws it.
 */
export const SavedPreview: Story = {
  beforeEach: () =>
    restoreDraft(
      collage,
      (template) => [
        {
          type: 'placePhoto',
          pageIndex: 0,
          slotId: template.pages[0]?.photo_slots[0]?.id ?? '',
          photo: previewPhoto,
        },
      ],
      [previewPhoto],
    ),
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    const upload = db.uploads.get(db.designs.at(-1)?.preview_upload?.id ?? '');
    if (!upload) throw new Error('The save sends a preview');
    const preview = await picturePixels(
      new Blob([upload.bytes.slice()], { type: upload.content_type }),
    );
    const photo = await picturePixels(await (await fetch(previewPhoto.url)).blob());
    const template = storyTemplate(collage);
    const scale = preview.width / template.print_size_mm.width;
    await expect(preview.width).toBe(480);
    await expect(preview.height).toBe(Math.round(template.print_size_mm.height * scale));
    const page = savedDoc(collage).pages[0];
    const [filled, empty] = page ? pagePhotoSlots(template, page) : [];
    if (!filled || !empty) throw new Error('The collage has slots');
    const centreOf = (slot: typeof filled) =>
      preview.at((slot.x + slot.width / 2) * scale, (slot.y + slot.height / 2) * scale);
    await expect(nearColor(centreOf(filled), photo.at(photo.width / 2, photo.height / 2))).toBe(
      true,
    );
    const root = canvasElement.querySelector('[data-story-root]') ?? canvasElement;
    await expect(nearColor(centreOf(empty), rgbOf(readCanvasColors(root).emptySlot))).toBe(true);
  },
};

export const TextOverflow: Story = {
  beforeEach: () =>
    restoreDraft(
      collage,
      (template) => {
        const slot = template.pages[0]?.text_slots[0];
        return slot
          ? [
              {
                type: 'setText',
                pageIndex: 0,
                slotId: slot.id,
                text: 'Our summer in Lisbon, Porto and the Algarve',
              },
              { type: 'setTextStyle', pageIndex: 0, slotId: slot.id, style: { fontSizePt: 90 } },
            ]
          : [];
      },
      [],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    const overflow = t('constructor:issues.textOverflow', { page: 1 });
    const heading = t('constructor:issues.heading');
    await expect(await printCheckMessages(canvasElement, heading)).toContain(overflow);
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(
          `^${t('constructor:slots.text', { text: 'Our summer in Lisbon, Porto and the Algarve' })}`,
        ),
      }),
    );
    const size = canvas.getByRole('spinbutton', { name: t('constructor:text.size') });
    await userEvent.clear(size);
    await userEvent.type(size, '20');
    await waitFor(async () =>
      expect(await printCheckMessages(canvasElement, heading)).not.toContain(overflow),
    );
  },
};

export const MultiPage: Story = {
  args: { articleId: photoBook },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    // The A4 photo book: cover, its fewest 24 inner pages, back.
    const strip = canvas.getByRole('navigation', { name: t('constructor:pages.strip') });
    await expect(
      within(strip).getByRole('button', { name: t('constructor:pages.side_cover') }),
    ).toHaveAttribute('aria-current', 'page');
    const pages = canvas.getByRole('navigation', { name: t('constructor:pages.label') });
    await userEvent.click(
      within(pages).getByRole('button', { name: t('constructor:pages.nextSpread') }),
    );
    await expect(
      canvas.getByText(t('constructor:pages.currentSpread', { first: 2, last: 3, count: 26 })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:background.sand') }));
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:layout.pair') }));
    await expect(
      canvas.getAllByRole('button', { name: slotName(t, '\\d', t('constructor:slots.empty')) }),
    ).toHaveLength(2);
    await userEvent.click(
      within(strip).getByRole('button', { name: t('constructor:pages.side_back') }),
    );
    await expect(
      canvas.getByText(t('constructor:pages.current', { page: 26, count: 26 })),
    ).toBeVisible();
    // Undo follows the change back to its page.
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await expect(
      canvas.getByText(t('constructor:pages.currentSpread', { first: 2, last: 3, count: 26 })),
    ).toBeVisible();
    await canvasReady(canvasElement);
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: scenarios.designs.serverError } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:background.cream') }));
    await expect(
      await canvas.findByText(t('constructor:save.failed'), {}, { timeout: 6000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('constructor:save.retry') })).toBeVisible();
    // The work is kept locally even though the server did not take it.
    await expect(Object.keys(localStorage).some((key) => key.startsWith(draftKeyPrefix))).toBe(
      true,
    );
  },
};

export const PreCartCheck: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:cart.add') }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('constructor:cart.checkTitle'),
    });
    // A page with nothing on it is one entry, not one per empty slot.
    await expect(
      within(dialog).getByText(t('constructor:issues.emptyPage', { page: 1 })),
    ).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('constructor:cart.fix') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:cart.add') }));
    await userEvent.click(
      await within(document.body).findByRole('button', { name: t('constructor:cart.addAnyway') }),
    );
    await expect(
      await canvas.findByText(t('constructor:cart.added'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(args.onAddedToCart).toHaveBeenCalledWith(
      expect.objectContaining({ item_count: 1 }),
    );
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        // The first request fails; the retry reaches the mock product API's template.
        http.get(
          `${storyApiOrigin}/catalogue/articles/:id/template`,
          () =>
            HttpResponse.json(
              { error: { error_code: 5000, message: 'Unavailable' } },
              { status: 500 },
            ),
          { once: true },
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('constructor:loadError'))).toBeVisible();
    const retry = canvas.getByRole('button', { name: t('constructor:retry') });
    await screenshotStoryHere();
    await userEvent.click(retry);
    await canvasReady(canvasElement);
    await expect(canvas.queryByText(t('constructor:loadError'))).toBeNull();
  },
};

/** The design choice's region, once the visitor's designs of the product are known. */
async function designChoice(canvasElement: HTMLElement, t: ReturnType<typeof storyMessages>) {
  const choice = await within(canvasElement).findByRole(
    'region',
    { name: t('constructor:opening.choiceTitle') },
    { timeout: 5000 },
  );
  const preview = within(choice).getByRole<HTMLImageElement>('img', {
    name: t('constructor:opening.preview', { name: 'Lisboa 2026' }),
  });
  await waitFor(() => expect(preview.complete && preview.naturalWidth > 0).toBe(true));
  await expect(choice).toHaveTextContent(/Lisboa 2026/);
  return within(choice);
}

/** Starting the collage again with a design of it saved: a new one beside it, as chosen. */
export const ContinueOrNew: Story = {
  parameters: { msw: { handlers: scenarios.designs.startedCollage } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const choice = await designChoice(canvasElement, t);
    await screenshotStoryHere();
    await userEvent.click(choice.getByRole('button', { name: t('constructor:opening.startNew') }));
    await canvasReady(canvasElement);
    await expect(args.onOpenDesign).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByText(t('constructor:save.idle'))).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: slotName(t, '\\d', t('constructor:slots.empty')) }),
    ).toHaveLength(4);
  },
};

/** The same choice, continued: the saved design opens in the editor as the server has it. */
export const ContinueDesign: Story = {
  parameters: { msw: { handlers: scenarios.designs.startedCollage } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const choice = await designChoice(canvasElement, t);
    await userEvent.click(choice.getByRole('button', { name: t('constructor:opening.continue') }));
    await canvasReady(canvasElement);
    await expect(args.onOpenDesign).toHaveBeenCalledWith(startedCollageId);
    await expect(canvas.getByText(t('constructor:save.saved'))).toBeVisible();
    await expect(
      canvas.queryAllByRole('button', { name: slotName(t, '\\d', t('constructor:slots.empty')) }),
    ).toHaveLength(0);
  },
};

/**
 * Starting the collage again with two designs of it saved: both are listed, the last changed
 * first, each with its picture and date; the older one is continued.
 */
export const ContinueOneOfSeveral: Story = {
  parameters: { msw: { handlers: scenarios.designs.startedCollages } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const region = await within(canvasElement).findByRole(
      'region',
      { name: t('constructor:opening.choiceTitleMany') },
      { timeout: 5000 },
    );
    const choice = within(region);
    const designs = choice.getAllByRole('listitem');
    await expect(designs).toHaveLength(2);
    await expect(designs.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Lisboa 2026',
      'Oporto 2025',
    ]);
    for (const [item, name] of [
      [designs[0], 'Lisboa 2026'],
      [designs[1], 'Oporto 2025'],
    ] as const) {
      if (!item) throw new Error('Two designs are listed');
      const preview = within(item).getByRole<HTMLImageElement>('img', {
        name: t('constructor:opening.preview', { name }),
      });
      await waitFor(() => expect(preview.complete && preview.naturalWidth > 0).toBe(true));
      await expect(item.querySelectorAll('p')[1]?.textContent).toMatch(
        withAnyValue((date) => t('constructor:opening.lastChanged', { date })),
      );
    }
    await expect(
      choice.getByRole('button', { name: t('constructor:opening.startNew') }),
    ).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(
      choice.getByRole('button', {
        name: t('constructor:opening.continueNamed', { name: 'Oporto 2025' }),
      }),
    );
    await canvasReady(canvasElement);
    await expect(args.onOpenDesign).toHaveBeenCalledWith(olderCollageId);
    await expect(canvas.getByText(t('constructor:save.saved'))).toBeVisible();
  },
};

/** A design link that is not the visitor's: a clear message, and a new design from there. */
export const DesignNotFound: Story = {
  args: { designId: 'p-someone-elses' },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const message = await canvas.findByRole(
      'region',
      { name: t('constructor:opening.notFoundTitle') },
      { timeout: 5000 },
    );
    await expect(message).toHaveTextContent(t('constructor:opening.notFoundDescription'));
    await expect(canvas.queryByText(t('constructor:loadError'))).toBeNull();
    await expect(
      within(message).getByRole('link', { name: t('constructor:opening.yourDesigns') }),
    ).toHaveAttribute('href', expect.stringMatching(/\/accounts\/designs$/));
    await screenshotStoryHere();
    await userEvent.click(
      within(message).getByRole('button', { name: t('constructor:opening.startNewDesign') }),
    );
    await canvasReady(canvasElement);
    await expect(args.onOpenDesign).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByText(t('constructor:save.idle'))).toBeVisible();
  },
};

/** Back from the cart on a design in it: saving updates that cart line instead of adding one. */
export const EditFromCart: Story = {
  args: { articleId: photoBook, designId: ownDesignInCartId },
  parameters: { msw: { handlers: scenarios.cart.ownDesign } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const update = await canvas.findByRole(
      'button',
      { name: t('constructor:cart.update') },
      { timeout: 5000 },
    );
    await expect(canvas.queryByRole('button', { name: t('constructor:cart.add') })).toBeNull();
    await expect(
      canvas.queryByRole('spinbutton', { name: t('constructor:cart.quantity') }),
    ).toBeNull();
    await userEvent.click(update);
    const anyway = within(document.body).queryByRole('button', {
      name: t('constructor:cart.updateAnyway'),
    });
    if (anyway) await userEvent.click(anyway);
    await expect(
      await canvas.findByText(t('constructor:cart.updated'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(args.onAddedToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        item_count: 1,
        lines: [expect.objectContaining({ design_id: ownDesignInCartId, quantity: 1 })],
      }),
    );
  },
};
