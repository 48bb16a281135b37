import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { textLines } from '../../../testing/storyLayout.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Send me offers and news by e-mail', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'At most two e-mails a month. Unsubscribe at any time.' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    await expect(checkbox).toHaveAccessibleDescription(
      'At most two e-mails a month. Unsubscribe at any time.',
    );
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label is a click target too.
    await userEvent.click(canvas.getByText('Send me offers and news by e-mail'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Some products selected" checked="indeterminate" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Some products selected' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: {
    label: 'I accept the terms and conditions',
    required: true,
    error: 'Tick this box to continue.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Tick this box to continue.');
    await expect(checkbox).toBeRequired();
  },
};

export const LongText: Story = {
  args: {
    label:
      'I agree that my photos may be checked by the print studio for print quality, and that pages with very low resolution are printed as they are if I do not answer within two working days.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: argText(args.label) });
    const label = canvas.getByText(argText(args.label));
    await expect(textLines(label)).toBeGreaterThan(1);
    await screenshotStoryHere();
    // The whole long label is the box's target.
    await userEvent.click(label);
    await expect(checkbox).toBeChecked();
  },
};
