import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateInput } from './DateInput.tsx';
import { overflowsSideways } from '../../testing/storyLayout.ts';

const meta = {
  title: 'Primitives/DateInput',
  component: DateInput,
  args: { label: 'Date of birth', onChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'You must be 18 or older to order.', required: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await expect(day).toHaveAccessibleDescription('You must be 18 or older to order.');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('05');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'July');
    await userEvent.tab();
    await userEvent.keyboard('1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-7-5');
    await expect(day).toHaveValue('05');
  },
};

export const Error: Story = {
  args: { defaultValue: '2012-2-30', error: 'Enter a real date (day, month and year).' },
  play: async ({ canvas }) => {
    for (const name of ['Day', 'Year']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('February');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
      'Enter a real date (day, month and year).',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1984-11-3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Date of birth of the person named on the personalised passport photo order',
    hint: 'Needed by the printing studio to check the photo meets the rules for minors and adults.',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <DateInput {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: String(args.label) });
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
      String(args.hint),
    );
    // Label, hint and the day, month and year fields stay within the 320 px width.
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(overflowsSideways(group)).toBe(false);
  },
};
