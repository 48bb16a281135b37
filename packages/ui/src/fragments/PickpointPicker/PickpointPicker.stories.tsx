import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { samplePickpoints } from '../OrderSummary/checkoutStoryData.ts';
import { PickpointPicker } from './PickpointPicker.tsx';

const meta = {
  title: 'Fragments/PickpointPicker',
  component: PickpointPicker,
  args: {
    carrierName: 'Correos',
    postcode: '46002',
    onSearch: fn(),
    pickpoints: samplePickpoints,
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 pickpoints near 46002');
    const search = canvas.getByRole('textbox', {
      name: 'Postcode to search Correos pickpoints near',
    });
    await userEvent.clear(search);
    await userEvent.type(search, '46001{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('46001');
    canvas.getByRole('radio', { name: /Oficina Correos Valencia Centro/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('CORREOS-46002-1');
  },
};

export const Empty: Story = {
  args: { pickpoints: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No pickpoints near this postcode. Try another one.'),
    ).toBeVisible();
  },
};
