import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AddressStep, emptyAddress } from './AddressStep.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/AddressStep',
  component: AddressStep,
  args: {
    countries: ['PL', 'DE', 'CZ'],
    locale: 'en-IE',
    onSubmit: fn(async () => undefined),
    onBack: fn(),
    defaultValues: {
      billing: {
        ...emptyAddress('PL'),
        first_name: 'Anna',
        last_name: 'Kowalska',
        street: 'ul. Floriańska',
        street_number: '3',
        city: 'Kraków',
        phone: '600 100 200',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Polish address with a postcode in the wrong format: the field says the country's format. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const postcode = canvas.getByRole('textbox', {
      name: new RegExp(t('checkout:address.postcode')),
    });
    await userEvent.click(postcode);
    await userEvent.keyboard('31019{Enter}');
    await waitFor(() => expect(postcode).toHaveFocus());
    await expect(
      canvas.getByText(t('checkout:errors.postcode', { example: '31-019' })),
    ).toBeVisible();
    await userEvent.clear(postcode);
    await userEvent.keyboard('31-019{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          delivery: expect.objectContaining({
            postcode: '31-019',
            country: 'PL',
            company_name: null,
          }),
        }),
      ),
    );
  },
};

/** Delivery to another address: its fields appear and follow their own country's rules. */
export const SeparateDelivery: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    canvas.getByRole('checkbox', { name: t('checkout:address.deliverySame') }).focus();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('heading', { name: t('checkout:address.delivery') }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('textbox', { name: new RegExp(t('checkout:address.street')) }),
    ).toHaveLength(2);
  },
};

/** The demo customer's saved addresses (mocks/), the default first as the API lists them. */
const savedAddresses = fixtures.customer.addresses();

/**
 * A logged-in customer: the saved default address is chosen; "use a new address" shows the form,
 * and what was typed there is still there after switching back and forth. The chosen saved
 * address is what the step sends.
 */
export const SavedAddresses: Story = {
  args: { countries: ['ES', 'PT'], savedAddresses, defaultValues: {} },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const [home, second] = savedAddresses;
    const radio = (text: string) => canvas.getByRole('radio', { name: new RegExp(text) });
    await expect(radio(home?.street ?? '')).toBeChecked();
    await expect(
      canvas.queryByRole('textbox', { name: new RegExp(t('checkout:address.street')) }),
    ).toBeNull();
    await userEvent.click(radio(t('checkout:address.useNew')));
    const street = await canvas.findByRole('textbox', {
      name: new RegExp(t('checkout:address.street')),
    });
    await userEvent.type(street, 'Rua Augusta');
    await userEvent.click(radio(second?.street ?? ''));
    await userEvent.click(radio(t('checkout:address.useNew')));
    await expect(
      await canvas.findByRole('textbox', { name: new RegExp(t('checkout:address.street')) }),
    ).toHaveValue('Rua Augusta');
    await userEvent.click(radio(second?.street ?? ''));
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:address.submit') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        billing: expect.objectContaining({ street: second?.street, postcode: second?.postcode }),
        delivery: expect.objectContaining({ street: second?.street, city: second?.city }),
      }),
    );
  },
};
