import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateInput } from './DateInput.tsx';
import { overflowsSideways } from '../../../testing/storyLayout.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/DateInput',
  component: DateInput,
  args: { label: 'Date of birth', onChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'You must be 18 or older to order.', required: true },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    const day = canvas.getByRole('textbox', { name: t('forms:date.day') });
    await expect(day).toHaveAccessibleDescription('You must be 18 or older to order.');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('05');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('forms:date.month') })).toHaveFocus();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('forms:date.month') }),
      'July',
    );
    await userEvent.tab();
    await userEvent.keyboard('1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-7-5');
    await expect(day).toHaveValue('05');
  },
};

export const Error: Story = {
  args: { defaultValue: '2012-2-30', error: 'Enter a real date (day, month and year).' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    for (const name of [t('forms:date.day'), t('forms:date.year')]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('combobox', { name: t('forms:date.month') })).toHaveDisplayValue(
      'February',
    );
    await expect(
      canvas.getByRole('textbox', { name: t('forms:date.day') }),
    ).toHaveAccessibleDescription('Enter a real date (day, month and year).');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1984-11-3' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('textbox', { name: t('forms:date.day') })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: t('forms:date.month') })).toBeDisabled();
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
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const group = canvas.getByRole('group', { name: argText(args.label) });
    await expect(
      canvas.getByRole('textbox', { name: t('forms:date.day') }),
    ).toHaveAccessibleDescription(argText(args.hint));
    // Label, hint and the day, month and year fields stay within the 320 px width.
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(overflowsSideways(group)).toBe(false);
  },
};
