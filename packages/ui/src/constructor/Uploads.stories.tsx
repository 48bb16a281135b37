import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { photoPictureUrl } from '@shop/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import type { UploadFailure } from './data/pendingUpload.ts';
import { canvasReady, forgetDrafts, photoBook, storyApiOrigin } from './storySupport.ts';
import { storyMessages, withAnyValue } from '../testing/storyMessages.ts';

// The photo tray of the editor (article 1001, an A4 photo book) with the mock product API behind
// MSW: many photos at once, each kind of failure, cancelling.
const uploadUrl = `${storyApiOrigin}/images/upload`;

/** A PNG photo drawn on the spot, as a customer's file, with the date it was last changed. */
async function photoFile(name: string, hue: number, lastModified = Date.now()): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 90;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = `hsl(${hue} 60% 70%)`;
  context.fillRect(0, 0, 120, 90);
  context.fillStyle = `hsl(${(hue + 60) % 360} 50% 40%)`;
  context.fillRect(12, 45, 96, 36);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No PNG');
  return new File([blob], name, { type: 'image/png', lastModified });
}

function fileInput(root: HTMLElement) {
  const input = root.querySelector<HTMLInputElement>('[data-testid="photo-file-input"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** What the mock API answers for an uploaded photo: one of its photographs. */
const uploaded = (name: string) =>
  HttpResponse.json({
    url: photoPictureUrl(storyApiOrigin, name, 120, 90),
    width: 4000,
    height: 3000,
  });

async function uploadedName(request: Request) {
  const image = (await request.formData()).get('img');
  return image instanceof File ? image.name : '';
}

/** Photos in the tray's grid, in the order shown, by their file names. */
const gridNames = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-testid="photo-grid"] button'), (button) =>
    button.getAttribute('title'),
  );

let inFlight = 0;
let mostInFlight = 0;
let requested: string[] = [];

const meta = {
  title: 'Constructor/Uploads',
  component: ConstructorScreen,
  args: { articleId: photoBook, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
    inFlight = 0;
    mostInFlight = 0;
    requested = [];
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const photoCount = 32;

export const ManyPhotos: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(uploadUrl, async ({ request }) => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          const name = await uploadedName(request);
          await delay(60);
          inFlight -= 1;
          return uploaded(name);
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    // Named 01 to 32; taken in the opposite order (photo 32 first).
    const files = await Promise.all(
      Array.from({ length: photoCount }, (_, index) =>
        photoFile(
          `holiday-${String(index + 1).padStart(2, '0')}.png`,
          (index * 37) % 360,
          Date.UTC(2024, 6, 1) - index * 60_000,
        ),
      ),
    );
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(
      await canvas.findByTestId('upload-batch-progress', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(gridNames(canvasElement)).toHaveLength(photoCount), {
      timeout: 20_000,
    });
    // Three at a time, never more, and all of them sent.
    await expect(mostInFlight).toBe(3);
    await expect(canvas.queryByTestId('upload-batch-progress')).toBeNull();
    await expect(
      canvas.getByText(t('constructor:tray.shown', { shown: photoCount, count: photoCount })),
    ).toBeVisible();

    const sortBy = canvas.getByRole('combobox', { name: t('constructor:tray.sort') });
    await userEvent.selectOptions(sortBy, t('constructor:tray.sorts.name'));
    await expect(gridNames(canvasElement).slice(0, 2)).toEqual([
      'holiday-01.png',
      'holiday-02.png',
    ]);
    await userEvent.selectOptions(sortBy, t('constructor:tray.sorts.taken'));
    await expect(gridNames(canvasElement).slice(0, 2)).toEqual([
      'holiday-32.png',
      'holiday-31.png',
    ]);

    // Place one photo, then see it under "used" and the rest under "not used".
    const first = canvasElement.querySelector<HTMLElement>(
      '[data-testid="photo-grid"] button[title="holiday-01.png"]',
    );
    if (!first) throw new Error('holiday-01.png is not in the tray');
    await expect(first).toHaveAccessibleName(
      withAnyValue((number) => t('constructor:tray.placeNext', { number })),
    );
    await userEvent.click(first);
    const show = canvas.getByRole('combobox', { name: t('constructor:tray.filter') });
    await userEvent.selectOptions(show, t('constructor:tray.filters.used'));
    await expect(gridNames(canvasElement)).toEqual(['holiday-01.png']);
    await expect(
      canvas.getByText(t('constructor:tray.shown', { shown: 1, count: photoCount })),
    ).toBeVisible();
    await userEvent.selectOptions(show, t('constructor:tray.filters.unused'));
    await expect(gridNames(canvasElement)).toHaveLength(photoCount - 1);
    await expect(gridNames(canvasElement)).not.toContain('holiday-01.png');
  },
};

/** Each way an upload fails, with the message for it and Retry only where it can help. */
export const UploadFailures: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(uploadUrl, async ({ request }) => {
          const name = await uploadedName(request);
          requested.push(name);
          if (name.startsWith('busy')) return HttpResponse.json({}, { status: 503 });
          if (name.startsWith('refused'))
            return HttpResponse.json(
              { error: { error_code: 4030, message: 'Not allowed' } },
              { status: 403 },
            );
          if (name.startsWith('offline') && requested.filter((n) => n === name).length === 1)
            return HttpResponse.error();
          return uploaded(name);
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    // JPEG's first bytes, then 16 MB the browser cannot decode or shrink; and an original past
    // the 50 MB the editor takes from a device.
    const jpegOf = (megabytes: number) => {
      const bytes = new Uint8Array(megabytes * 1024 * 1024);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      return bytes;
    };
    const files = [
      new File(['These are my holiday notes, not a photo.'], 'notes.jpg', { type: 'image/jpeg' }),
      new File([jpegOf(16)], 'huge.jpg', { type: 'image/jpeg' }),
      new File([jpegOf(51)], 'camera.jpg', { type: 'image/jpeg' }),
      await photoFile('offline.png', 10),
      await photoFile('busy.png', 90),
      await photoFile('refused.png', 200),
    ];
    await userEvent.upload(fileInput(canvasElement), files);
    const message = (kind: UploadFailure, name: string) =>
      t(`constructor:tray.failed.${kind}`, {
        name,
        max: kind === 'tooLarge' ? 50 : 15,
        megapixels: 100,
      });
    const list = within(canvas.getByRole('list', { name: t('constructor:tray.pendingLabel') }));
    for (const [kind, name] of [
      ['notImage', 'notes.jpg'],
      ['tooLargeToSend', 'huge.jpg'],
      ['tooLarge', 'camera.jpg'],
      ['network', 'offline.png'],
      ['serverBusy', 'busy.png'],
      ['refused', 'refused.png'],
    ] as const)
      await expect(
        await list.findByText(message(kind, name), {}, { timeout: 10_000 }),
      ).toBeVisible();
    // Checked on the device: neither the text file nor the large files were sent.
    await expect(requested).not.toContain('notes.jpg');
    await expect(requested).not.toContain('huge.jpg');
    await expect(requested).not.toContain('camera.jpg');
    // Retry where it can help (connection, busy server), only Remove otherwise.
    await expect(list.getAllByRole('button', { name: t('constructor:tray.retry') })).toHaveLength(
      2,
    );
    await expect(list.getAllByRole('button', { name: t('constructor:tray.dismiss') })).toHaveLength(
      6,
    );
    const offlineRow = list
      .getByText(message('network', 'offline.png'))
      .closest('li') as HTMLElement;
    await userEvent.click(
      within(offlineRow).getByRole('button', { name: t('constructor:tray.retry') }),
    );
    await expect(
      await canvas.findByRole('button', { name: t('constructor:tray.placeNext', { number: 1 }) }),
    ).toBeVisible();
    await expect(canvas.queryByText(message('network', 'offline.png'))).toBeNull();
    const refusedRow = list
      .getByText(message('refused', 'refused.png'))
      .closest('li') as HTMLElement;
    await userEvent.click(
      within(refusedRow).getByRole('button', { name: t('constructor:tray.dismiss') }),
    );
    await expect(canvas.queryByText(message('refused', 'refused.png'))).toBeNull();
  },
};

/**
 * The same photos chosen again (under another name too) and twice in one go: each goes once, and
 * one notice names those skipped.
 */
export const DuplicatesSkipped: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(uploadUrl, async ({ request }) => {
          const name = await uploadedName(request);
          requested.push(name);
          return uploaded(name);
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const beach = await photoFile('beach.png', 20, 1);
    const forest = await photoFile('forest.png', 120, 2);
    await userEvent.upload(fileInput(canvasElement), [beach, forest]);
    const placeNext = (number: number) =>
      canvas.findByRole(
        'button',
        { name: t('constructor:tray.placeNext', { number }) },
        { timeout: 10_000 },
      );
    await placeNext(2);
    const copy = new File([beach], 'beach (copy).png', { type: 'image/png' });
    const lake = await photoFile('lake.png', 220, 3);
    await userEvent.upload(fileInput(canvasElement), [forest, copy, lake, lake]);
    await placeNext(3);
    const notice = await canvas.findByText(
      withAnyValue((names) => t('constructor:tray.duplicates', { names })),
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(notice.textContent).toContain('beach (copy).png'));
    await expect(notice.textContent).toContain('forest.png');
    await expect(notice.textContent).toContain('lake.png');
    await expect(gridNames(canvasElement)).toHaveLength(3);
    await expect([...requested].sort()).toEqual(['beach.png', 'forest.png', 'lake.png']);
    await userEvent.click(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('button'),
    );
    await waitFor(() => expect(canvas.queryByText(/beach \(copy\)\.png/)).toBeNull());
  },
};

/** Five photos: three on their way with their progress, two waiting; cancel one, then the rest. */
export const CancelUploads: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(uploadUrl, async ({ request }) => {
          requested.push(await uploadedName(request));
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const files = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name, index) => photoFile(`${name}.png`, index * 60)),
    );
    await userEvent.upload(fileInput(canvasElement), files);
    const list = within(canvas.getByRole('list', { name: t('constructor:tray.pendingLabel') }));
    for (const name of ['a.png', 'b.png', 'c.png'])
      await expect(
        await list.findByRole('progressbar', {
          name: withAnyValue((percent) => t('constructor:tray.uploadingItem', { name, percent })),
        }),
      ).toBeVisible();
    await expect(
      list.getByText(t('constructor:tray.waitingItem', { name: 'd.png' })),
    ).toBeVisible();
    await expect(
      list.getByText(t('constructor:tray.waitingItem', { name: 'e.png' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        withAnyValue((percent) => t('constructor:tray.batch', { done: 0, count: 5, percent })),
      ),
    ).toBeVisible();
    await waitFor(() => expect(requested.toSorted()).toEqual(['a.png', 'b.png', 'c.png']));

    // Cancelling one on its way lets the first waiting photo start.
    const aRow = list
      .getByRole('progressbar', {
        name: withAnyValue((percent) =>
          t('constructor:tray.uploadingItem', { name: 'a.png', percent }),
        ),
      })
      .closest('li') as HTMLElement;
    await userEvent.click(within(aRow).getByRole('button', { name: t('constructor:tray.cancel') }));
    await waitFor(() => expect(requested.toSorted()).toEqual(['a.png', 'b.png', 'c.png', 'd.png']));
    await expect(list.queryAllByTestId('pending-upload')).toHaveLength(4);
    await expect(
      canvas.getByText(
        withAnyValue((percent) => t('constructor:tray.batch', { done: 0, count: 4, percent })),
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('constructor:tray.cancelAll') }));
    await waitFor(() => expect(canvas.queryByTestId('pending-upload')).toBeNull());
    await expect(canvas.queryByTestId('upload-batch-progress')).toBeNull();
    await expect(requested).not.toContain('e.png');
    await expect(canvas.getByText(t('constructor:tray.empty'))).toBeVisible();
  },
};
