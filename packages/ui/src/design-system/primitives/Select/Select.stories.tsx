import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

const countries = [
  { value: 'ES', label: 'Spain' },
  { value: 'PL', label: 'Poland' },
  { value: 'PT', label: 'Portugal' },
  { value: 'CZ', label: 'Czechia', disabled: true },
  { value: 'IT', label: 'Italy' },
];

const meta = {
  title: 'Design system/Primitives/Select',
  component: Select,
  args: { label: 'Country', options: countries, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Prices and delivery options depend on the country.', required: true },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    // The trigger is found anew each time: the first focus swaps the light stand-in for Radix's.
    const trigger = () => canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger()).toHaveAccessibleDescription(
      'Prices and delivery options depend on the country.',
    );
    await expect(trigger()).toHaveTextContent(t('forms:selectPlaceholder'));
    // Keyboard: open with Enter, move with arrows (the disabled country is skipped), choose with Enter.
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Czechia' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(body.getByRole('option', { name: 'Spain' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('PT');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveTextContent('Portugal');
    // Escape closes without choosing.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger()).toHaveTextContent('Portugal');
  },
};

export const PointerChoice: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Italy' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('IT');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Italy');
  },
};

export const Error: Story = {
  args: { error: 'Choose one of the options.', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'PL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Pickpoint opening hours preference for collecting your parcel',
    options: [
      {
        value: 'any',
        label: 'Any time during the opening hours of the pickpoint, including weekends',
      },
      { value: 'morning', label: 'Mornings only' },
    ],
    defaultValue: 'any',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: argText(args.label) });
    await expect(trigger).toHaveTextContent(/Any time during the opening hours/);
    // The chosen long option stays inside the 320 px trigger.
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await screenshotStoryHere();
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Mornings only' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('morning');
    // Found anew: opening swapped the light stand-in for Radix's trigger.
    await expect(canvas.getByRole('combobox', { name: argText(args.label) })).toHaveTextContent(
      'Mornings only',
    );
  },
};
