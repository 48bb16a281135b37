import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dismissNotification, findNotification } from '../../../testing/toastChecks.ts';
import { AccountProfileScreen } from './AccountProfileScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/AccountProfile',
  component: AccountProfileScreen,
  // The profile calls answer only a logged-in session: the demo customer.
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const underAgeYear = String(new Date().getFullYear() - 10);

/** The demo customer's data; an under-age birthdate is refused, a valid change is saved. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const firstName = await canvas.findByRole('textbox', { name: t('profile:personal.firstName') });
    await expect(firstName).toHaveValue('Lucía');
    await expect(canvas.getByRole('textbox', { name: t('profile:personal.email') })).toHaveValue(
      'demo@example.com',
    );

    const year = canvas.getByRole('textbox', { name: t('forms:date.year') });
    await userEvent.clear(year);
    await userEvent.type(year, underAgeYear);
    await userEvent.click(canvas.getByRole('button', { name: t('profile:personal.save') }));
    const day = canvas.getByRole('textbox', { name: t('forms:date.day') });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAccessibleDescription(
      `${t('profile:personal.birthdateHint')} ${t('forms:errors.adult')}`,
    );

    await userEvent.clear(year);
    await userEvent.type(year, '1988');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Lucía María');
    await userEvent.click(canvas.getByRole('button', { name: t('profile:personal.save') }));
    // Saved: a notification, announced to screen readers, says so and can be dismissed.
    await dismissNotification(await findNotification(t('profile:personal.saved')));
    await expect(firstName).toHaveValue('Lucía María');
  },
};

/** A company needs its name and tax ID. */
export const Company: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await canvas.findByRole('textbox', { name: t('profile:personal.firstName') });
    await userEvent.click(
      canvas.getByRole('radio', { name: t('general:enums.customerTypes.COMPANY') }),
    );
    const companyName = await canvas.findByRole('textbox', {
      name: startingWith(t('profile:personal.companyName')),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('profile:personal.save') }));
    await waitFor(() => expect(companyName).toHaveFocus());
    await expect(companyName).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('profile:personal.taxId')) }),
    ).toHaveAccessibleDescription(t('forms:errors.required'));
  },
};

/** The API refuses the save: the field it names is marked in the site's language, what was typed stays. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: scenarios.customers.updateRefused } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const phone = await canvas.findByRole('textbox', { name: t('profile:personal.phone') });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+34 699 000 111');
    await userEvent.click(canvas.getByRole('button', { name: t('profile:personal.save') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      t('profile:saveFailed', { reason: t('errors:api.invalidRequest') }),
    );
    await expect(phone).toHaveValue('+34 699 000 111');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('profile:fieldRefused'));
  },
};

/** A wrong current password is marked on its field; the new one must be typed twice the same. */
export const PasswordChange: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const form = await canvas.findByRole('form', { name: t('profile:password.title') });
    const passwords = within(form);
    await userEvent.type(
      passwords.getByLabelText(startingWith(t('profile:password.current'))),
      'not-my-password',
    );
    await userEvent.type(
      passwords.getByLabelText(startingWith(t('profile:password.new'))),
      'new-secret-1',
    );
    await userEvent.type(
      passwords.getByLabelText(startingWith(t('profile:password.repeat'))),
      'new-secret-2',
    );
    await userEvent.click(passwords.getByRole('button', { name: t('profile:password.title') }));
    await expect(await passwords.findByText(t('profile:password.mismatch'))).toBeVisible();

    const repeat = passwords.getByLabelText(startingWith(t('profile:password.repeat')));
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'new-secret-1');
    await userEvent.click(passwords.getByRole('button', { name: t('profile:password.title') }));
    await expect(await passwords.findByText(t('profile:password.currentWrong'))).toBeVisible();
  },
};

/** Saved addresses: another one becomes the default; one is deleted after confirming. */
export const Addresses: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = await canvas.findByRole('list', { name: t('profile:addresses.listLabel') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(
      within(list).getByRole('button', {
        name: t('profile:addresses.makeDefaultNamed', {
          address: 'Carrer de Mallorca 401, Barcelona',
        }),
      }),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Carrer de Mallorca'),
    );
    await userEvent.click(
      within(list).getByRole('button', {
        name: t('profile:addresses.removeNamed', { address: 'Calle de Alcalá 42, Madrid' }),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('profile:addresses.removeTitle'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('profile:addresses.confirmRemove') }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

/**
 * A saved address is edited: the form opens prefilled, keeps the country's postcode rule, and the
 * list shows the change, which the API keeps (read again); the default stays the default.
 */
export const EditAddress: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = await canvas.findByRole('list', { name: t('profile:addresses.listLabel') });
    await userEvent.click(
      await within(list).findByRole('button', {
        name: t('profile:addresses.editNamed', { address: 'Carrer de Mallorca 401, Barcelona' }),
      }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: t('profile:addresses.editTitle') }),
    );
    const street = dialog.getByLabelText(startingWith(t('checkout:address.street')));
    await expect(street).toHaveValue('Carrer de Mallorca');
    await expect(dialog.getByLabelText(startingWith(t('checkout:address.city')))).toHaveValue(
      'Barcelona',
    );
    const postcode = dialog.getByLabelText(startingWith(t('checkout:address.postcode')));
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '0801');
    await userEvent.click(dialog.getByRole('button', { name: t('profile:addresses.saveChanges') }));
    await waitFor(() => expect(postcode).toHaveFocus());
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '08008');
    await userEvent.clear(street);
    await userEvent.type(street, 'Passeig de Gràcia');
    await userEvent.click(dialog.getByRole('button', { name: t('profile:addresses.saveChanges') }));
    await expect(await canvas.findByText(t('profile:addresses.updated'))).toBeVisible();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Passeig de Gràcia'),
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      t('profile:addresses.default'),
    );
  },
};

/** The request to delete the account, confirmed with the password. */
export const AccountDeletionRequest: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('profile:deletion.request') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('profile:deletion.dialogTitle'),
    });
    await userEvent.type(
      within(dialog).getByLabelText(startingWith(t('profile:deletion.password'))),
      'demo1234',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('profile:deletion.confirm') }),
    );
    await expect(await canvas.findByText(t('profile:deletion.requested'))).toBeVisible();
  },
};

/** Without addresses the customer adds one; the country's postcode rule applies, as at checkout. */
export const NoAddresses: Story = {
  parameters: { msw: { handlers: scenarios.customers.noAddresses } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('profile:addresses.empty') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('profile:addresses.add') }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: t('profile:addresses.addTitle') }),
    );
    await userEvent.type(
      dialog.getByLabelText(startingWith(t('checkout:address.firstName'))),
      'Lucía',
    );
    await userEvent.type(
      dialog.getByLabelText(startingWith(t('checkout:address.lastName'))),
      'Martín',
    );
    await userEvent.type(
      dialog.getByLabelText(startingWith(t('checkout:address.street'))),
      'Grafton Street',
    );
    await userEvent.type(dialog.getByLabelText(startingWith(t('checkout:address.city'))), 'Dublin');
    await userEvent.type(
      dialog.getByLabelText(startingWith(t('checkout:address.phone'))),
      '+353 1 234 5678',
    );
    // The Irish site's postcode example (the country's rule, not a message).
    const example = 'D02 X285';
    const postcode = dialog.getByLabelText(startingWith(t('checkout:address.postcode')));
    await userEvent.type(postcode, '28014');
    await userEvent.click(dialog.getByRole('button', { name: t('profile:addresses.saveNew') }));
    await waitFor(() => expect(postcode).toHaveFocus());
    await expect(postcode).toHaveAccessibleDescription(
      `${t('checkout:address.postcodeHint', { example })} ${t('checkout:errors.postcode', { example })}`,
    );
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'D02 X285');
    await userEvent.click(dialog.getByRole('button', { name: t('profile:addresses.saveNew') }));
    const list = await canvas.findByRole('list', { name: t('profile:addresses.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText(t('profile:addresses.default'))).toBeVisible();
  },
};

export const ManyAddresses: Story = {
  parameters: { msw: { handlers: scenarios.customers.manyAddresses } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = await canvas.findByRole('list', { name: t('profile:addresses.listLabel') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await expect(within(list).getAllByText(t('profile:addresses.default'))).toHaveLength(1);
  },
};

/** While the profile loads, each block's place is marked busy and announced; no form or error yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.customers.timeout] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('general:loading');
    await expect(canvas.getByRole('heading', { level: 1, name: t('profile:title') })).toBeVisible();
    const places = canvas.getAllByText(loading);
    await expect(places.length).toBeGreaterThan(0);
    for (const place of places) await expectLoading(busyAround(place), loading);
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(
      canvas.queryByRole('textbox', { name: t('profile:personal.firstName') }),
    ).toBeNull();
    await expect(canvas.queryByText(t('profile:loadError'))).toBeNull();
  },
};

/** The first request fails: its block says so, and its retry asks again and shows the data. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.customers.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const retries = await canvas.findAllByRole('button', { name: t('profile:retry') });
    await expect(retries).toHaveLength(1);
    await expect(
      canvas.queryByText(t('profile:loadError')) ??
        canvas.getByText(t('profile:addresses.loadError')),
    ).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(retries[0] as HTMLElement);
    await expect(
      await canvas.findByRole('textbox', { name: t('profile:personal.firstName') }),
    ).toHaveValue('Lucía');
    await expect(
      await canvas.findByRole('list', { name: t('profile:addresses.listLabel') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('profile:retry') })).toBeNull(),
    );
  },
};

/** On a phone the forms stack without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('textbox', { name: t('profile:personal.firstName') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
