import { demoAccounts, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NewsletterScreen } from './NewsletterScreen.tsx';
import { expectFitsPhoneWidth, startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Screens/Newsletter',
  component: NewsletterScreen,
} satisfies Meta<typeof NewsletterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new reader signs up. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
      'new.reader@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: startingWith(t('pages:newsletter.consent')) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:newsletter.subscribe') }));
    await expect(
      await canvas.findByText(
        t('pages:newsletter.subscribed', { email: 'new.reader@example.com' }),
      ),
    ).toBeVisible();
  },
};

/** The demo customer reads the newsletter already: nothing more to do, said so. */
export const AlreadySubscribed: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
      demoAccounts.customer,
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: startingWith(t('pages:newsletter.consent')) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:newsletter.subscribe') }));
    await expect(
      await canvas.findByText(
        t('pages:newsletter.alreadySubscribed', { email: demoAccounts.customer }),
      ),
    ).toBeVisible();
  },
};

/** The spec's e-mail rule and the consent, checked before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
      'ana@example',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:newsletter.subscribe') }));
    await expect(await canvas.findByText(t('forms:errors.email'))).toBeVisible();
    await expect(canvas.getByText(t('forms:errors.accept'))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
    ).toHaveFocus();
  },
};

/** The product API fails: its reason is shown and the address stays typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.serverError } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
      'ana@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: startingWith(t('pages:newsletter.consent')) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:newsletter.subscribe') }));
    await expect(
      await canvas.findByText(
        t('pages:newsletter.failed', { reason: t('errors:api.serverError') }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
    ).toHaveValue('ana@example.com');
  },
};

/** While the product API answers, the button says it is sending. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:newsletter.email')) }),
      'ana@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: startingWith(t('pages:newsletter.consent')) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:newsletter.subscribe') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('pages:newsletter.subscribe') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(
      await canvas.findByText(
        t('pages:newsletter.subscribed', { email: 'ana@example.com' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A Polish phone: the form in Polish, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('pages:newsletter.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('pages:newsletter.subscribe') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
