import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Design system/Primitives/Switch',
  component: Switch,
  args: { label: 'Order updates by SMS', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'We text you when your order ships and when it reaches the pickpoint.' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Order updates by SMS' });
    await expect(toggle).toHaveAccessibleDescription(
      'We text you when your order ships and when it reaches the pickpoint.',
    );
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Order updates by SMS'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled" disabled />
      <Switch label="Disabled and on" disabled defaultChecked />
      <Switch
        label="Show prices including VAT for every product in the catalogue and in the cart"
        defaultChecked
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Disabled and on' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
  },
};
