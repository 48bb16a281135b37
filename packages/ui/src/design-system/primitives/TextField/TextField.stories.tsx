import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';
import { textFieldTypes } from './textFieldVariants.ts';
import { textLines } from '../../../testing/storyLayout.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'We send the order confirmation here.', required: true, autoComplete: 'email' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the order confirmation here.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: {
    defaultValue: 'ana@example',
    hint: 'We send the order confirmation here.',
    error: 'Enter an e-mail address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send the order confirmation here. Enter an e-mail address like name@example.com.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Every type, with prefix and suffix, and the password reveal toggle. */
export const Types: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Full name" type="text" autoComplete="name" />
      <TextField label="Phone" type="tel" prefix="+48" autoComplete="tel-national" />
      <TextField label="Quantity" type="number" suffix="pcs" defaultValue="2" />
      <TextField
        label="Password"
        type="password"
        defaultValue="photo-book-2026"
        autoComplete="current-password"
      />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAccessibleDescription('+48');
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription(
      'pcs',
    );
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(password).toHaveAttribute('type', 'password');
    const reveal = canvas.getByRole('button', { name: t('forms:showPassword') });
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    reveal.focus();
    await userEvent.keyboard(' ');
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the courier when nobody is at home during the day',
    type: 'text',
    hint: 'Leave the parcel with a neighbour, in the garden shed or at the reception of the building; the courier reads this note before ringing.',
    defaultValue: 'Ring twice, second floor, the door with the blue photo canvas next to it',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <TextField {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: argText(args.label) });
    await expect(field).toHaveAccessibleDescription(argText(args.hint));
    await expect(field).toHaveValue(argText(args.defaultValue));
    // The long label wraps above a box as wide as the 320 px it is given.
    await expect(textLines(canvas.getByText(argText(args.label)))).toBeGreaterThan(1);
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** A name within the shop's limit: no count until the text comes near it. */
export const WithLimit: Story = {
  args: { label: 'First name', type: 'text', limit: 80, defaultValue: 'Ana' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const field = canvas.getByRole('textbox', { name: 'First name' });
    await expect(field).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(t('forms:characterCount', { count: 3, max: 80 }))).toBeNull();
  },
};

/** Near the limit the count shows, describes the field and says politely what is left. */
export const NearLimit: Story = {
  args: {
    label: 'Company',
    type: 'text',
    limit: 80,
    defaultValue: 'Fotografía y Recuerdos Impresos de la Costa del Sol, Sociedad Limitada',
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const field = canvas.getByRole('textbox', { name: 'Company' });
    await userEvent.type(field, ' Unip.');
    const count = t('forms:characterCount', { count: 76, max: 80 });
    await expect(field).toHaveAccessibleDescription(count);
    await expect(canvas.getByText(t('forms:charactersLeft', { count: 4 }))).toBeInTheDocument();
  },
};

/** A pasted 300-character name is kept whole: the count turns critical and says how many too many. */
export const OverLimit: Story = {
  args: { label: 'First name', type: 'text', limit: 80, defaultValue: '' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const field = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.click(field);
    await userEvent.paste('Ana María '.repeat(30));
    await expect(field).toHaveValue('Ana María '.repeat(30));
    await expect(field).toHaveAccessibleDescription(
      t('forms:characterCount', { count: 300, max: 80 }),
    );
    await expect(canvas.getByText(t('forms:charactersOver', { count: 220 }))).toBeInTheDocument();
  },
};
