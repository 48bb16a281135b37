import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast } from './Toast.tsx';
import { toastTones } from './toastVariants.ts';
import { storyMessages } from '../../testing/storyMessages.ts';

const messages = {
  info: { title: 'Your project is saved', description: 'Find it under My projects.' },
  positive: { title: 'Added to cart', description: 'Photo book “Summer 2026”, 48 pages.' },
  caution: { title: 'Low resolution on page 12', description: 'The photo may print soft.' },
  critical: {
    title: 'Payment failed',
    description: 'Your card was declined. Try another payment method.',
  },
} as const;

function ToastButtons({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {toastTones.map((tone) => (
        <Button
          key={tone}
          tone={tone === 'critical' ? 'critical' : 'neutral'}
          variant="soft"
          onClick={() =>
            toast.show({
              tone,
              ...messages[tone],
              duration: Infinity,
              action:
                tone === 'positive'
                  ? {
                      label: 'Undo',
                      altText: 'Remove it from the cart in the cart page',
                      onClick: onUndo,
                    }
                  : undefined,
            })
          }
        >
          {`Show ${tone}`}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: { children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const undo = fn();

/** Every tone; critical ones are announced assertively. The viewport sits bottom right (F8 jumps there). */
export const Tones: Story = {
  render: () => (
    <div
      data-portal-root=""
      style={{ height: 640, padding: 16, transform: 'translateZ(0)', overflow: 'hidden' }}
    >
      <ToastProvider>
        <ToastButtons onUndo={undo} />
      </ToastProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of toastTones)
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(region).getByText('Payment failed')).toBeVisible();
  },
};

/** Keyboard: F8 moves focus to the notifications; the action and the dismiss button work with Enter. */
export const KeyboardDismiss: Story = {
  render: Tones.render,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Show positive' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('listitem');
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region.querySelector('ol')).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(undo).toHaveBeenCalled();
    await waitFor(() => expect(within(region).queryByRole('listitem')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(
      await within(region).findByRole('button', { name: t('overlays:dismissNotification') }),
    );
    await waitFor(() => expect(within(region).queryByRole('listitem')).not.toBeInTheDocument());
  },
};
