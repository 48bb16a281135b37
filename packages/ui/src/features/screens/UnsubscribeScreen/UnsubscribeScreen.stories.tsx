import { newsletterTokenOf, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { UnsubscribeScreen } from './UnsubscribeScreen.tsx';
import { expectFitsPhoneWidth, startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const reader = 'demo@example.com';

const meta = {
  title: 'Features/Screens/Unsubscribe',
  component: UnsubscribeScreen,
  args: { email: reader, token: newsletterTokenOf(reader) },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the mail's link: the address is filled in, one click confirms. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('pages:unsubscribe.email')) }),
    ).toHaveValue(reader);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    await expect(
      await canvas.findByText(t('pages:unsubscribe.done', { email: reader })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('pages:unsubscribe.subscribeAgain') }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/newsletter$/));
  },
};

/** A link whose token is refused: said so, and the address alone unsubscribes. */
export const InvalidLink: Story = {
  args: { token: 'nl-expired' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    await expect(await canvas.findByText(t('pages:unsubscribe.invalidLink'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    await expect(
      await canvas.findByText(t('pages:unsubscribe.done', { email: reader })),
    ).toBeVisible();
  },
};

/** Without a link (`/unsubscribe`): the reader types the address. */
export const Empty: Story = {
  args: { email: '', token: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    const missing = [t('forms:errors.required'), t('forms:errors.email')];
    await expect(await canvas.findByText((text) => missing.includes(text))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:unsubscribe.email')) }),
      'ana@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    await expect(
      await canvas.findByText(t('pages:unsubscribe.done', { email: 'ana@example.com' })),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.serverError } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    await expect(
      await canvas.findByText(t('pages:failed', { reason: t('errors:api.serverError') })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('pages:unsubscribe.email')) }),
    ).toHaveValue(reader);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(
      await canvas.findByText(
        t('pages:unsubscribe.done', { email: reader }),
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
      canvas.getByRole('heading', { level: 1, name: t('pages:unsubscribe.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('pages:unsubscribe.confirm') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
