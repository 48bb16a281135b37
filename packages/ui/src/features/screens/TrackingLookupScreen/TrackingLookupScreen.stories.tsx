import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TrackingLookupScreen } from './TrackingLookupScreen.tsx';
import { expectFitsPhoneWidth, startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Screens/TrackingLookup',
  component: TrackingLookupScreen,
  args: { onFound: fn() },
} satisfies Meta<typeof TrackingLookupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest finds the order with its number and e-mail (the mock's guest order). */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.orderNumber')) }),
      'WPXES-300001',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.email')) }),
      'guest.buyer@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:lookup.submit') }));
    await waitFor(() => expect(args.onFound).toHaveBeenCalledWith('HPVZ6FHD'));
  },
};

/** Number and e-mail do not match an order: one message for both, what was typed stays. */
export const NotFound: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.orderNumber')) }),
      'WPXES-300001',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.email')) }),
      'someone.else@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:lookup.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('tracking:lookup.notFound'));
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.orderNumber')) }),
    ).toHaveValue('WPXES-300001');
    await expect(args.onFound).not.toHaveBeenCalled();
  },
};

/** Sent empty: each field says what is missing. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:lookup.submit') }));
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.orderNumber')) }),
      ).toHaveFocus(),
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:lookup.orderNumber')) }),
    ).toHaveAccessibleDescription(expect.stringContaining(t('forms:errors.required')));
  },
};

/** A Spanish phone: the lookup in Spanish, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'es' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('tracking:lookup.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tracking:lookup.submit') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
