import { demoAccounts, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NewsletterScreen } from './NewsletterScreen.tsx';
import { expectFitsPhoneWidth, storyText } from '../screenStorySupport.ts';

const meta = {
  title: 'Screens/Newsletter',
  component: NewsletterScreen,
} satisfies Meta<typeof NewsletterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new reader signs up. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail address/ }),
      'new.reader@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /I want to receive the newsletter/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('Done: new.reader@example.com receives our newsletter from now on.'),
    ).toBeVisible();
  },
};

/** The demo customer reads the newsletter already: nothing more to do, said so. */
export const AlreadySubscribed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail address/ }),
      demoAccounts.customer,
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /I want to receive the newsletter/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText(
        `${demoAccounts.customer} already receives our newsletter: there is nothing more to do.`,
      ),
    ).toBeVisible();
  },
};

/** The spec's e-mail rule and the consent, checked before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'ana@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('Enter an e-mail address like name@example.com.'),
    ).toBeVisible();
    await expect(canvas.getByText('Tick this box to continue.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail address/ })).toHaveFocus();
  },
};

/** The product API fails: its reason is shown and the address stays typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.serverError } },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail address/ }),
      'ana@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /I want to receive the newsletter/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('We could not subscribe you: The product API failed'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(
      'ana@example.com',
    );
  },
};

/** While the product API answers, the button says it is sending. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.slow } },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail address/ }),
      'ana@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /I want to receive the newsletter/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(
      await canvas.findByText(/receives our newsletter from now on/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A Polish phone: the form in Polish, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'pages');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('newsletter.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('newsletter.subscribe') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
