import type { Pickpoint as PickpointData, ShipmentMode } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ShipmentStep } from './ShipmentStep.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// What the API offers the Spanish site, and the Correos pickpoints near the demo customer.
const homeOptions = fixtures.checkout.shipmentOptions('ADDRESS', { language: 'es-es' });
const pickpointOptions = fixtures.checkout.shipmentOptions('PICKPOINT', { language: 'es-es' });
const pickpoints = fixtures.checkout.pickpoints('CORREOS', '28014', 'ES');
const nearest = pickpoints[0] as PickpointData;

const optionsOfMode = (mode: ShipmentMode) =>
  mode === 'PICKPOINT' ? pickpointOptions : homeOptions;

const meta = {
  title: 'Features/Fragments/ShipmentStep',
  component: ShipmentStep,
  args: {
    options: homeOptions,
    optionsStatus: 'success',
    // A site working with Correos and UPS only: the API's Chronoexpress options are left out.
    carriers: ['CORREOS', 'UPS'],
    site: fixtures.countrySite(),
    onModeChange: fn(),
    onOptionChange: fn(),
    pickpoints,
    pickpointStatus: 'success',
    pickpointPostcode: '28014',
    pickpointCountry: 'ES',
    onPickpointSearch: fn(),
    onSubmit: fn(async () => undefined),
    onBack: fn(),
  },
  // The screen fetches the options of the chosen mode; the story swaps them the same way.
  render: function Render(args) {
    const [options, setOptions] = useState(args.options);
    return (
      <div style={{ maxWidth: 640 }}>
        <ShipmentStep
          {...args}
          options={options}
          onModeChange={(mode) => {
            setOptions(optionsOfMode(mode));
            args.onModeChange(mode);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ShipmentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home delivery by the site's carriers, with prices and dates; UPS chosen by keyboard. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('radio', {
        name: new RegExp(`${t('checkout:shipment.modes.ADDRESS')} · Correos`),
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Chronoexpress/ })).toBeNull();
    await expect(
      canvas.getByText(t('checkout:shipment.delivery', { dates: '25–27 Nov' })),
    ).toBeVisible();
    canvas
      .getByRole('radio', { name: new RegExp(`${t('checkout:shipment.modes.ADDRESS')} · UPS`) })
      .focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:shipment.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ shipment_option_id: 'ADDRESS-UPS' }),
    );
  },
};

/** A pickpoint is required once a pickpoint option is chosen; sending without one says so. */
export const Pickpoint: Story = {
  args: { defaultValues: { mode: 'PICKPOINT' }, options: pickpointOptions },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    canvas
      .getByRole('radio', {
        name: new RegExp(`${t('checkout:shipment.modes.PICKPOINT')} · Correos`),
      })
      .focus();
    await userEvent.keyboard(' ');
    await expect(args.onOptionChange).toHaveBeenCalledWith(
      expect.objectContaining({ carrier: 'CORREOS' }),
    );
    canvas.getByRole('button', { name: t('checkout:shipment.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('checkout:errors.choosePickpoint'))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: new RegExp(nearest.name) })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:shipment.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        shipment_option_id: 'PICKPOINT-CORREOS',
        pickpoint_id: 'CORREOS-28014-1',
      }),
    );
  },
};
