import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Combobox } from '../Combobox/Combobox.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import { dialogSizes } from './dialogVariants.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Remove this photo book?',
    description:
      'The book and its 48 pages of photos leave your cart. Your project stays saved in your account.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  // A frame marked data-portal-root takes the portalled dialog; its transform makes it the containing
  // block of the fixed overlay, so the screenshot of the story shows the open dialog.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div
        data-portal-root=""
        style={{ height: 640, padding: 16, transform: 'translateZ(0)', overflow: 'hidden' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <DialogClose>
      <Button tone="neutral" variant="soft">
        Keep it
      </Button>
    </DialogClose>
    <Button tone="critical">Remove</Button>
  </>
);

export const Open: Story = {
  args: { defaultOpen: true, footer },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Remove this photo book?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'The book and its 48 pages of photos leave your cart. Your project stays saved in your account.',
    );
    await expect(
      within(dialog).getByRole('button', { name: t('overlays:closeDialog') }),
    ).toBeInTheDocument();
  },
};

/**
 * Keyboard: Enter opens (the dialog's code loads on the trigger's focus), focus moves in and stays
 * trapped, Escape closes and focus returns to the trigger.
 */
export const KeyboardAndFocusReturn: Story = {
  args: { trigger: <Button>Remove from cart</Button>, footer },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Remove from cart' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Remove this photo book?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    // Tab cycles inside the dialog only.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Pointer: the close button and the "Keep it" action close it too.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: t('overlays:closeDialog') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'large',
    title:
      'Print quality check for your photo book “Summer at the lake house with the whole family”',
    description: undefined,
    footer: <Button>I understand</Button>,
    children: Array.from({ length: 8 }, (_, index) => (
      <p key={index} style={{ marginBlockEnd: 12 }}>
        Page {index + 1}: the photo on this page has a low resolution for its size. It will look
        soft when printed. Choose a smaller frame, replace the photo with a larger file, or keep it
        as it is if you like the result.
      </p>
    )),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: argText(args.title),
    });
    // The long content scrolls inside the dialog; its title and footer stay in the window.
    const scrolling = Array.from(dialog.querySelectorAll<HTMLElement>('*')).find(
      (element) => element.scrollHeight > element.clientHeight + 1,
    );
    await expect(scrolling).toBeDefined();
    await expect(scrolling).toHaveTextContent('Page 8:');
    const action = within(dialog).getByRole('button', { name: 'I understand' });
    await expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Escape first closes an open combobox list inside the dialog, then the dialog itself. */
export const EscapeClosesListFirst: Story = {
  args: {
    defaultOpen: true,
    title: 'Choose a pickpoint',
    description: undefined,
    children: (
      <Combobox
        label="Pickpoint"
        options={[
          { value: 'pp-1', label: 'Kiosk Plaza Mayor' },
          { value: 'pp-2', label: 'Locker Atocha' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('combobox', { name: 'Pickpoint' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(body.getByRole('dialog', { name: 'Choose a pickpoint' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
