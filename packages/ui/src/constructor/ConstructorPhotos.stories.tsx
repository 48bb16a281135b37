import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import english from '../features/i18n/messages/en/constructor.json';
import {
  canvasReady,
  collage,
  dragOnCanvas,
  forgetDrafts,
  photoBook,
  restoreDraft,
  collageSlot,
  storyPicture,
  storyTemplate,
  printCheckMessages,
  savedDoc,
} from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';

// Swapping, flipping and fitting photos, text styles, and the print check's jumps.
const camera = storyPicture('camera-photo', 4000, 3000);
const phone = storyPicture('phone-photo', 1600, 1200);

/** The collage with the camera photo in slot 1 and the phone photo in slot 2. */
const twoPhotos = () =>
  restoreDraft(
    collage,
    (template) => {
      const [first, second] = template.pages[0]?.photo_slots ?? [];
      return first && second
        ? [
            { type: 'placePhoto', pageIndex: 0, slotId: first.id, photo: camera },
            { type: 'placePhoto', pageIndex: 0, slotId: second.id, photo: phone },
          ]
        : [];
    },
    [camera, phone],
  );

const meta = {
  title: 'Constructor/Photos and text',
  component: ConstructorScreen,
  args: { articleId: collage, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slot list's button of photo slot `number`, and its details ("photo at 265 dpi"). */
function photoSlotButton(root: HTMLElement, t: ReturnType<typeof storyMessages>, number: number) {
  return within(root).getByRole('button', {
    name: new RegExp(`^${t('constructor:slots.photo', { number })} · `),
  });
}

export const DragPhotoOntoAnotherSlot: Story = {
  beforeEach: twoPhotos,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const first = () => photoSlotButton(canvasElement, t, 1).textContent;
    const second = () => photoSlotButton(canvasElement, t, 2).textContent;
    const [before1, before2] = [first(), second()];
    await expect(before1).not.toBe(before2);
    await dragOnCanvas(collageSlot(canvasElement, 0), collageSlot(canvasElement, 1));
    // The photos changed places: each slot now reports the other photo's resolution.
    await waitFor(() => expect(first()?.split('·')[1]).toBe(before2?.split('·')[1]));
    await expect(second()?.split('·')[1]).toBe(before1?.split('·')[1]);
    await expect(photoSlotButton(canvasElement, t, 2)).toHaveAttribute('aria-pressed', 'true');
    // One undo step puts both back.
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await waitFor(() => expect(first()).toBe(before1));
    await expect(second()).toBe(before2);
    // The same by keyboard: select slot 2, choose "swap with" photo 1.
    photoSlotButton(canvasElement, t, 2).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('constructor:photo.swapWith') }),
      t('constructor:slots.photo', { number: 1 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:photo.swap') }));
    await waitFor(() => expect(first()?.split('·')[1]).toBe(before2?.split('·')[1]));
    await expect(photoSlotButton(canvasElement, t, 1)).toHaveAttribute('aria-pressed', 'true');
    await canvasReady(canvasElement);
  },
};

export const FlipAndFitWholePhoto: Story = {
  beforeEach: twoPhotos,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await userEvent.click(photoSlotButton(canvasElement, t, 1));
    const flip = canvas.getByRole('button', { name: t('constructor:photo.flip_horizontal') });
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flip);
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: t('constructor:photo.flip_vertical') }),
    );
    await expect(
      canvas.getByRole('button', { name: t('constructor:photo.flip_vertical') }),
    ).toHaveAttribute('aria-pressed', 'true');
    const fill = canvas.getByRole('button', { name: t('constructor:photo.fit_fill') });
    const whole = canvas.getByRole('button', { name: t('constructor:photo.fit_fit') });
    await expect(fill).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(whole);
    await expect(whole).toHaveAttribute('aria-pressed', 'true');
    // The whole 4:3 photo in a square slot: zoomed out below the cover fit.
    const zoom = canvas.getByRole('slider', { name: t('constructor:photo.zoom') });
    await expect(Number((zoom as HTMLInputElement).value)).toBeLessThan(1);
    await expect(Number((zoom as HTMLInputElement).min)).toBeLessThan(1);
    // Each change is one undo step: fit, then the vertical flip.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(fill).toHaveAttribute('aria-pressed', 'true');
    await expect(zoom).toHaveValue('1');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(
      canvas.getByRole('button', { name: t('constructor:photo.flip_vertical') }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await canvasReady(canvasElement);
  },
};

export const AddTextAndStyleIt: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    // The template's own text prints in the site's language.
    const raw = storyTemplate(collage).pages[0]?.text_slots[0]?.default_text ?? '';
    const key = (Object.keys(english.text.defaults) as (keyof typeof english.text.defaults)[]).find(
      (candidate) => english.text.defaults[candidate] === raw,
    );
    if (!key) throw new Error(`The messages do not know the template text “${raw}”`);
    await expect(
      canvas.getByRole('button', {
        name: t('constructor:slots.text', { text: t(`constructor:text.defaults.${key}`) }),
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:text.add') }));
    const field = canvas.getByRole('textbox', { name: t('constructor:text.content') });
    await waitFor(() => expect(field).toHaveFocus());
    // Typing replaces the placeholder words; Space types a space, it does not add a second text.
    await userEvent.keyboard('Lisbon 2026');
    await expect(field).toHaveValue('Lisbon 2026');
    await expect(
      canvas.getAllByRole('button', {
        name: new RegExp(t('constructor:slots.freeText', { text: '' })),
      }),
    ).toHaveLength(1);
    const font = canvas.getByRole('combobox', { name: t('constructor:text.font') });
    for (const family of [
      'Lora',
      'Playfair Display',
      'Montserrat',
      'Dancing Script',
      'Abril Fatface',
    ])
      await expect(within(font).getByRole('option', { name: family })).toBeInTheDocument();
    await userEvent.selectOptions(font, 'Playfair Display');
    await expect(font).toHaveValue('Playfair Display');
    const bold = canvas.getByRole('button', { name: t('constructor:text.bold') });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:text.italic') }));
    const spacing = canvas.getByRole('combobox', { name: t('constructor:text.lineHeight') });
    await userEvent.selectOptions(spacing, t('constructor:text.lineHeight_relaxed'));
    await expect(spacing).toHaveValue('1.5');
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await expect(spacing).toHaveValue('1.2');
    await canvasReady(canvasElement);
  },
};

export const PreCartTextAndPhotoWarnings: Story = {
  beforeEach: () =>
    restoreDraft(
      collage,
      (template) => [
        { type: 'autoFill', photos: [camera] },
        {
          type: 'addFreeText',
          pageIndex: 0,
          freeText: {
            id: 'off',
            x: template.print_size_mm.width - 30,
            y: 40,
            width: 120,
            height: 30,
            text: 'Lisbon',
            fontFamily: 'Inter',
            fontSizePt: 36,
            color: '#1b1b1b',
            align: 'left',
          },
        },
      ],
      [camera],
    ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const warning = t('constructor:issues.textOffPage', { page: 1 });
    const heading = t('constructor:issues.heading');
    await expect(await printCheckMessages(canvasElement, heading)).toContain(warning);
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:cart.add') }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('constructor:cart.checkTitle'),
    });
    await expect(within(dialog).getByText(warning)).toBeVisible();
    const show = within(dialog).getByRole('button', {
      name: t('constructor:issues.show'),
      description: warning,
    });
    await userEvent.click(show);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The text is selected and focused in the slot list, its fields open to move or fix it.
    const textButton = canvas.getByRole('button', {
      name: new RegExp(`^${t('constructor:slots.freeText', { text: 'Lisbon' })}`),
    });
    await waitFor(() => expect(textButton).toHaveFocus());
    await expect(textButton).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: t('constructor:text.content') })).toHaveValue(
      'Lisbon',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:text.remove') }));
    await waitFor(() => expect(savedDoc(collage).pages[0]?.freeTexts).toHaveLength(0));
    await expect(await printCheckMessages(canvasElement, heading)).not.toContain(warning);
  },
};

export const PreCartEmptyPages: Story = {
  args: { articleId: photoBook },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:cart.add') }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('constructor:cart.checkTitle'),
    });
    // Each empty inner page is said once rather than slot by slot; the back carries its text.
    const items = within(dialog).getAllByRole('listitem');
    await expect(new Set(items.map((item) => item.textContent)).size).toBe(items.length);
    await expect(
      within(dialog).getByText(t('constructor:issues.emptyPage', { page: 2 })),
    ).toBeVisible();
    await expect(
      within(dialog).queryByText(t('constructor:issues.emptyPage', { page: 26 })),
    ).toBeNull();
    const third = t('constructor:issues.emptyPage', { page: 3 });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: t('constructor:issues.show'),
        description: third,
      }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByText(t('constructor:pages.currentSpread', { first: 2, last: 3, count: 26 })),
    ).toBeVisible();
    await waitFor(() => expect(photoSlotButton(canvasElement, t, 1)).toHaveFocus());
    await canvasReady(canvasElement);
  },
};
