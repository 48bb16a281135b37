import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dismissNotification, findNotification } from '../../../testing/toastChecks.ts';
import { AccountConfigScreen } from './AccountConfigScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/AccountConfig',
  component: AccountConfigScreen,
  // The foticos demo account: Studio Foto Nowak, 10 % commission, a Polish IBAN.
  parameters: { msw: { handlers: scenarios.account.foticos } },
} satisfies Meta<typeof AccountConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong IBAN is refused in the form; the corrected settings are saved. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const name = await canvas.findByRole('textbox', {
      name: startingWith(t('foticos:config.displayName')),
    });
    await expect(name).toHaveValue('Studio Foto Nowak');
    await expect(
      canvas.getByText(t('foticos:config.commissionValue', { percent: '10' })),
    ).toBeVisible();

    const iban = canvas.getByRole('textbox', { name: t('foticos:config.iban') });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'PL00 1234');
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:config.save') }));
    await waitFor(() => expect(iban).toHaveFocus());
    await expect(iban).toHaveAccessibleDescription(t('foticos:config.ibanInvalid'));

    await userEvent.clear(iban);
    await userEvent.type(iban, 'PL61 1090 1014 0000 0712 1981 2874');
    await userEvent.clear(name);
    await userEvent.type(name, 'Studio Nowak');
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:config.save') }));
    // Saved: a notification, announced to screen readers, says so and can be dismissed.
    await dismissNotification(await findNotification(t('foticos:config.saved')));
  },
};

/** The API refuses the save: its reason shows, the field it names is marked, what was typed stays. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: scenarios.foticos.configRefused } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const website = await canvas.findByRole('textbox', {
      name: startingWith(t('foticos:config.website')),
    });
    await userEvent.clear(website);
    await userEvent.type(website, 'https://nowak.example');
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:config.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('foticos:config.saveFailed', { reason: t('errors:api.invalidRequest') }),
    );
    await expect(website).toHaveValue('https://nowak.example');
    await expect(website).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An account without a payout account yet: an IBAN needs its holder. */
export const NoPayoutAccount: Story = {
  parameters: { msw: { handlers: scenarios.foticos.newAccount } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const iban = await canvas.findByRole('textbox', { name: t('foticos:config.iban') });
    await expect(iban).toHaveValue('');
    await userEvent.type(iban, 'PL61 1090 1014 0000 0712 1981 2874');
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:config.save') }));
    const holder = canvas.getByRole('textbox', { name: t('foticos:config.holder') });
    await waitFor(() => expect(holder).toHaveFocus());
    await expect(holder).toHaveAccessibleDescription(t('foticos:config.holderRequired'));
  },
};

/** While it loads, the place of the config is marked busy and announced; nothing loaded and no error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('general:loading');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('foticos:config.title') }),
    ).toBeVisible();
    await expectLoading(busyAround(canvas.getByText(loading)), loading);
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByText(t('foticos:config.loadError'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows what it failed to load. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('foticos:config.loadError'))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:retry') }));
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('foticos:config.displayName')) }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('foticos:config.loadError'))).toBeNull();
  },
};

/** On a phone the page never scrolls sideways, and its controls still open and close. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('foticos:config.displayName')) }),
    ).toBeInTheDocument();
    await expectFitsPhoneWidth(canvasElement);
  },
};
