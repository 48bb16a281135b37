import { newsletterTokenOf, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { UnsubscribeScreen } from './UnsubscribeScreen.tsx';
import { expectFitsPhoneWidth, storyText } from '../screenStorySupport.ts';

const reader = 'demo@example.com';

const meta = {
  title: 'Screens/Unsubscribe',
  component: UnsubscribeScreen,
  args: { email: reader, token: newsletterTokenOf(reader) },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the mail's link: the address is filled in, one click confirms. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(reader);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByText(`${reader} no longer receives our newsletter.`),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Changed your mind? Subscribe again' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/newsletter$/));
  },
};

/** A link whose token is refused: said so, and the address alone unsubscribes. */
export const InvalidLink: Story = {
  args: { token: 'nl-expired' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByText(/This unsubscribe link is invalid or has expired/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByText(`${reader} no longer receives our newsletter.`),
    ).toBeVisible();
  },
};

/** Without a link (`/unsubscribe`): the reader types the address. */
export const Empty: Story = {
  args: { email: '', token: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByText(/^(This field is required|Enter an e-mail address)/),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail address/ }),
      'ana@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByText('ana@example.com no longer receives our newsletter.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.serverError } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByText('We could not send the form: The product API failed'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(reader);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.slow } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(
      await canvas.findByText(/no longer receives our newsletter/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A Polish phone: the form in Polish, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'pages');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('unsubscribe.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('unsubscribe.confirm') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
