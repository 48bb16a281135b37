import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="soft">Delivery details</Button>,
    title: 'Pickpoint delivery',
    children: (
      <p style={{ margin: 0 }}>
        Your parcel waits 7 days at the pickpoint. Bring the pickup code we e-mail you.
      </p>
    ),
    onOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery details' }));
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Pickpoint delivery',
    });
    await expect(popover).toBeVisible();
  },
};

/** Enter opens and moves focus inside, Escape closes and returns focus; a click outside closes too. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delivery details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Pickpoint delivery' });
    await waitFor(() =>
      expect(popover).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: t('overlays:closePopover') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const LongText: Story = {
  args: {
    title: 'Why is my canvas printed with a white border on the edges of the frame?',
    children: (
      <p style={{ margin: 0 }}>
        Canvas prints wrap around a wooden frame. When the photo is too small to cover the sides, we
        fold a white border instead of stretching the picture, so faces and text near the edge are
        never cut off.
      </p>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery details' });
    await userEvent.click(trigger);
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: argText(args.title),
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(popover).toHaveTextContent(/fold a white border/);
    // The long title and text wrap within the window.
    await expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
