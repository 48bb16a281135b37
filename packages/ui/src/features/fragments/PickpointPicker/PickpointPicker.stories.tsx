import { carrierNames, type Pickpoint } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { PickpointPicker } from './PickpointPicker.tsx';

// What the carrier search finds near the Madrid postcode of the demo customer's address.
const pickpoints = fixtures.checkout.pickpoints('CORREOS', '28014', 'ES');
const nearest = pickpoints[0] as Pickpoint;

const meta = {
  title: 'Features/Fragments/PickpointPicker',
  component: PickpointPicker,
  args: {
    carrierName: carrierNames.CORREOS,
    postcode: '28014',
    onSearch: fn(),
    country: 'ES',
    pickpoints,
    status: 'success',
    value: undefined,
    onValueChange: fn(),
    locale: 'en-IE',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 560 }}>
        <PickpointPicker
          {...args}
          value={value}
          onValueChange={(id) => {
            setValue(id);
            args.onValueChange(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof PickpointPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search another postcode with Enter; choose a pickpoint with the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('checkout:pickpoint.found', { count: 3, postcode: '28014' }),
    );
    const search = canvas.getByRole('textbox', {
      name: t('checkout:pickpoint.searchLabel', { carrier: 'Correos' }),
    });
    await userEvent.clear(search);
    await userEvent.type(search, '28013{Enter}');
    // The postcode rules load with the first search.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('28013'));
    canvas.getByRole('radio', { name: new RegExp(nearest.name) }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('CORREOS-28014-1');
  },
};

/** Nothing near the postcode: another postcode is searched from the same field. */
export const Empty: Story = {
  args: { pickpoints: [] },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('checkout:pickpoint.none'))).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await screenshotStoryHere();
    const search = canvas.getByRole('textbox', {
      name: t('checkout:pickpoint.searchLabel', { carrier: args.carrierName }),
    });
    await userEvent.clear(search);
    await userEvent.type(search, '28013');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:pickpoint.search') }));
    // The postcode rules load with the first search.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('28013'));
  },
};

/** A postcode the delivery country does not have: the field says so, and nothing is searched. */
export const WrongPostcode: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const search = canvas.getByRole('textbox', {
      name: t('checkout:pickpoint.searchLabel', { carrier: args.carrierName }),
    });
    await userEvent.clear(search);
    await userEvent.type(search, '00000{Enter}');
    await waitFor(() =>
      expect(search).toHaveAccessibleDescription(
        t('checkout:pickpoint.wrongPostcode', { postcode: '00000' }),
      ),
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(search);
    await userEvent.type(search, '28013{Enter}');
    // The postcode rules load with the first search.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('28013'));
    await expect(search).not.toHaveAccessibleDescription(
      t('checkout:pickpoint.wrongPostcode', { postcode: '00000' }),
    );
  },
};
