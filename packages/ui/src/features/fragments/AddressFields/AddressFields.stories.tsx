import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { emptyAddress } from '../AddressStep/AddressStep.tsx';
import { AddressFields } from './AddressFields.tsx';

const spanishAddress = emptyAddress('ES');

/** A form that asks an address, as checkout's address step and the profile's address dialog do. */
function AddressForm({ group, compact }: { group?: 'billing' | 'delivery'; compact?: boolean }) {
  const form = useForm({ defaultValues: { ...spanishAddress, billing: spanishAddress } });
  return (
    <form aria-label="Address">
      <AddressFields
        control={form.control}
        group={group}
        countries={['ES', 'PT', 'FR']}
        locale="en"
        compact={compact}
      />
    </form>
  );
}

const meta = {
  title: 'Features/Fragments/AddressFields',
  component: AddressForm,
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout's address: every field, each part of the address on a row of its own. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const street = canvas.getByRole('textbox', { name: t('checkout:address.street') });
    await expect(street).toBeRequired();
    await expect(street).toHaveAttribute('autocomplete', 'address-line1');
    await expect(
      canvas.getByRole('textbox', { name: t('checkout:address.companyName') }),
    ).not.toBeRequired();
    await expect(
      canvas.getByText(t('checkout:address.postcodeHint', { example: '28013' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('checkout:address.phoneHint'))).toBeVisible();
    await userEvent.type(street, 'Calle Mayor');
    await expect(street).toHaveValue('Calle Mayor');
  },
};

/** One of two addresses of a form: its values under its name, filled in by the browser apart. */
export const Billing: Story = {
  args: { group: 'billing' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const city = canvas.getByRole('textbox', { name: t('checkout:address.city') });
    await expect(city).toHaveAttribute('autocomplete', 'section-billing address-level2');
    await expect(city).toHaveAttribute('name', 'billing.city');
  },
};

/** In a dialog: two by two, without the company name or the phone's hint. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.queryByRole('textbox', { name: t('checkout:address.companyName') }),
    ).toBeNull();
    await expect(canvas.queryByText(t('checkout:address.phoneHint'))).toBeNull();
    const phone = canvas.getByRole('textbox', { name: t('checkout:address.phone') });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
  },
};

/** On a phone every field takes the whole width, one below the other. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const first = canvas.getByRole('textbox', { name: t('checkout:address.firstName') });
    const last = canvas.getByRole('textbox', { name: t('checkout:address.lastName') });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await screenshotStoryHere();
    await userEvent.type(last, 'García');
    await expect(last).toHaveValue('García');
  },
};
