import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18nFor } from '../../../features/i18n/i18nFor.ts';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { ToastProvider, useToast } from './Toast.tsx';
import {
  dismissNotification,
  findNotification,
  notificationsRegion,
} from '../../../testing/toastChecks.ts';
import { toastTones } from './toastVariants.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

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
  title: 'Design system/Primitives/Toast',
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    for (const tone of toastTones)
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    const region = await canvas.findByRole('region', {
      name: t('overlays:notifications', { hotkey: 'F8' }),
    });
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
    const region = await canvas.findByRole('region', {
      name: t('overlays:notifications', { hotkey: 'F8' }),
    });
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

/**
 * A page whose primary action sits low on the screen, as on a phone: "Add to cart" answers with
 * a notification that links to the cart. `duration` is the notification's, in milliseconds.
 */
function AddToCartPage({ duration }: { duration?: number }) {
  const toast = useToast();
  const { t } = useTranslation('catalogue');
  const { t: tShop } = useTranslation('shop');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, height: '100%' }}>
      <Heading level={1}>Summer memories</Heading>
      <Text tone="muted">Photo book, 48 pages.</Text>
      <div style={{ marginTop: 'auto' }}>
        <Button
          size="large"
          onClick={() =>
            toast.show({
              tone: 'positive',
              title: t('design.added', { count: 1 }),
              duration,
              action: {
                label: t('design.goToCart'),
                altText: tShop('toasts.cartInHeader'),
                href: '/en-ie/cart',
              },
            })
          }
        >
          {t('design.addToCart')}
        </Button>
      </div>
    </div>
  );
}

/** The window of a page, `height` pixels tall: the notifications' viewport is fixed to it. */
const pageWindow = (height: number, duration?: number) =>
  function PageWindow() {
    return (
      <div
        data-portal-root=""
        style={{ height, padding: 16, transform: 'translateZ(0)', overflow: 'hidden' }}
      >
        <ToastProvider>
          <AddToCartPage duration={duration} />
        </ToastProvider>
      </div>
    );
  };

const addedToCart = (locale: string) => {
  const { t } = i18nFor(locale);
  return {
    add: t('catalogue:design.addToCart'),
    title: t('catalogue:design.added', { count: 1 }),
    goToCart: t('catalogue:design.goToCart'),
  };
};

/**
 * "Added to your cart": announced politely through a status live region, shown bottom right
 * with a link to the cart. F8 moves focus to the notifications, which keeps them open.
 */
export const AddedToCart: Story = {
  render: pageWindow(640),
  play: async ({ canvas, globals }) => {
    const locale = (globals.locale as string | undefined) ?? 'en';
    const text = addedToCart(locale);
    // Nothing is shown, nor loaded, before the action.
    await expect(() => notificationsRegion(locale)).toThrow();
    const add = canvas.getByRole('button', { name: text.add });
    await userEvent.click(add);
    const notification = await findNotification(text.title, locale);
    await expect(within(notification).getByRole('link', { name: text.goToCart })).toHaveAttribute(
      'href',
      '/en-ie/cart',
    );
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(notificationsRegion(locale).querySelector('ol')).toHaveFocus());
    // Bottom right, clear of the button that asked for it.
    const shown = notification.getBoundingClientRect();
    const button = add.getBoundingClientRect();
    await expect(shown.right).toBeGreaterThan(button.right);
    await expect(shown.top > button.bottom || shown.left > button.right).toBe(true);
  },
};

/**
 * On a phone the notification comes in at the top, across the width: the page's primary
 * action, low on the screen where the thumb is, stays uncovered and can be used again.
 */
export const AddedToCartOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: pageWindow(568),
  play: async ({ canvas, globals }) => {
    const locale = (globals.locale as string | undefined) ?? 'en';
    const text = addedToCart(locale);
    const add = canvas.getByRole('button', { name: text.add });
    await userEvent.click(add);
    const notification = await findNotification(text.title, locale);
    const shown = notification.getBoundingClientRect();
    const button = add.getBoundingClientRect();
    await expect(shown.bottom).toBeLessThan(button.top);
    await expect(shown.width).toBeGreaterThan(window.innerWidth * 0.8);
    // The action is not covered: the element under its centre is the button itself.
    const centre = document.elementFromPoint(
      button.left + button.width / 2,
      button.top + button.height / 2,
    );
    await expect(add.contains(centre)).toBe(true);
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(notificationsRegion(locale).querySelector('ol')).toHaveFocus());
  },
};

/** A notification closes by itself after its time, or at once with its close button. */
export const Closes: Story = {
  render: pageWindow(320, 1500),
  play: async ({ canvas, globals }) => {
    const locale = (globals.locale as string | undefined) ?? 'en';
    const text = addedToCart(locale);
    const add = canvas.getByRole('button', { name: text.add });
    await userEvent.click(add);
    const first = await findNotification(text.title, locale);
    await waitFor(() => expect(first).not.toBeInTheDocument(), { timeout: 8000 });
    await userEvent.click(add);
    await dismissNotification(await findNotification(text.title, locale), locale);
    await expect(within(notificationsRegion(locale)).queryByRole('listitem')).toBe(null);
  },
};
