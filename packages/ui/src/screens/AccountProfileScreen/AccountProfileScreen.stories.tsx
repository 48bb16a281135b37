import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dismissNotification, findNotification } from '../../primitives/Toast/toastChecks.ts';
import { AccountProfileScreen } from './AccountProfileScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  storyText,
} from '../screenStorySupport.ts';
import { screenshotStoryHere } from '../../testing/storyScreenshot.ts';

const meta = {
  title: 'Screens/AccountProfile',
  component: AccountProfileScreen,
  // The profile calls answer only a logged-in session: the demo customer.
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const underAgeYear = String(new Date().getFullYear() - 10);

/** The demo customer's data; an under-age birthdate is refused, a valid change is saved. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const firstName = await canvas.findByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Lucía');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('demo@example.com');

    const year = canvas.getByRole('textbox', { name: 'Year' });
    await userEvent.clear(year);
    await userEvent.type(year, underAgeYear);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAccessibleDescription(
      'You must be 18 or older to have an account. You must be 18 or older.',
    );

    await userEvent.clear(year);
    await userEvent.type(year, '1988');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Lucía María');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // Saved: a notification, announced to screen readers, says so and can be dismissed.
    await dismissNotification(await findNotification('Your personal data is saved.'));
    await expect(firstName).toHaveValue('Lucía María');
  },
};

/** A company needs its name and tax ID. */
export const Company: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'First name' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Company' }));
    const companyName = await canvas.findByRole('textbox', { name: /Company name/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(companyName).toHaveFocus());
    await expect(companyName).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Tax ID/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

/** The API refuses the save: its reason shows, the field it names is marked, what was typed stays. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: scenarios.customers.updateRefused } },
  play: async ({ canvas }) => {
    const phone = await canvas.findByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+34 699 000 111');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'We could not save your changes: The phone number is not in service',
    );
    await expect(phone).toHaveValue('+34 699 000 111');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Not accepted: Not in service');
  },
};

/** A wrong current password is marked on its field; the new one must be typed twice the same. */
export const PasswordChange: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Change password' });
    const passwords = within(form);
    await userEvent.type(passwords.getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.type(passwords.getByLabelText(/^New password/), 'new-secret-1');
    await userEvent.type(passwords.getByLabelText(/^Repeat the new password/), 'new-secret-2');
    await userEvent.click(passwords.getByRole('button', { name: 'Change password' }));
    await expect(await passwords.findByText('The two passwords are not the same.')).toBeVisible();

    const repeat = passwords.getByLabelText(/^Repeat the new password/);
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'new-secret-1');
    await userEvent.click(passwords.getByRole('button', { name: 'Change password' }));
    await expect(await passwords.findByText('This is not your current password.')).toBeVisible();
  },
};

/** Saved addresses: another one becomes the default; one is deleted after confirming. */
export const Addresses: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your saved addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Make default: Carrer de Mallorca 401, Barcelona',
      }),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Carrer de Mallorca'),
    );
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete: Calle de Alcalá 42, Madrid' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete this address?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** The request to delete the account, confirmed with the password. */
export const AccountDeletionRequest: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request account deletion' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete your account?',
    });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText(/We have your request/)).toBeVisible();
  },
};

/** Without addresses the customer adds one; the country's postcode rule applies, as at checkout. */
export const NoAddresses: Story = {
  parameters: { msw: { handlers: scenarios.customers.noAddresses } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You have no saved addresses yet' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'New address' }),
    );
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Lucía');
    await userEvent.type(dialog.getByLabelText(/^Last name/), 'Martín');
    await userEvent.type(dialog.getByLabelText(/^Street/), 'Grafton Street');
    await userEvent.type(dialog.getByLabelText(/^Town or city/), 'Dublin');
    await userEvent.type(dialog.getByLabelText(/^Phone/), '+353 1 234 5678');
    const postcode = dialog.getByLabelText(/^Postcode/);
    await userEvent.type(postcode, '28014');
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(postcode).toHaveFocus());
    await expect(postcode).toHaveAccessibleDescription(
      'For example D02 X285 Enter a postcode of this country, for example D02 X285.',
    );
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'D02 X285');
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    const list = await canvas.findByRole('list', { name: 'Your saved addresses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('Default')).toBeVisible();
  },
};

export const ManyAddresses: Story = {
  parameters: { msw: { handlers: scenarios.customers.manyAddresses } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your saved addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await expect(within(list).getAllByText('Default')).toHaveLength(1);
  },
};

/** While the profile loads, each block's place is marked busy and announced; no form or error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.customers.slow] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'profile');
    const loading = storyText(globals, 'general')('loading');
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    const places = canvas.getAllByText(loading);
    await expect(places.length).toBeGreaterThan(0);
    for (const place of places) await expectLoading(busyAround(place), loading);
    await expect(canvas.queryByRole('textbox', { name: t('personal.firstName') })).toBeNull();
    await expect(canvas.queryByText(t('loadError'))).toBeNull();
  },
};

/** The first request fails: its block says so, and its retry asks again and shows the data. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.customers.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'profile');
    const retries = await canvas.findAllByRole('button', { name: t('retry') });
    await expect(retries).toHaveLength(1);
    await expect(
      canvas.queryByText(t('loadError')) ?? canvas.getByText(t('addresses.loadError')),
    ).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(retries[0] as HTMLElement);
    await expect(await canvas.findByRole('textbox', { name: t('personal.firstName') })).toHaveValue(
      'Lucía',
    );
    await expect(await canvas.findByRole('list', { name: t('addresses.listLabel') })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('retry') })).toBeNull());
  },
};

/** On a phone the forms stack without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'profile');
    await expect(
      await canvas.findByRole('textbox', { name: t('personal.firstName') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
