import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field.tsx';
import { bareInput, controlBox } from './Field.css.ts';

const meta = {
  title: 'Design system/Primitives/Field',
  component: Field,
  args: {
    label: 'Voucher code',
    children: (control) => (
      <div
        className={controlBox}
        data-invalid={control['aria-invalid']}
        data-disabled={control.disabled || undefined}
      >
        <input className={bareInput} {...control} />
      </div>
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, required marker, hint and error around any control, tied with for/aria-describedby/aria-invalid. */
export const Default: Story = {
  args: { hint: 'Printed on the back of your gift card.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voucher code' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Printed on the back of your gift card.');
  },
};

export const Error: Story = {
  args: { hint: 'Printed on the back of your gift card.', error: 'This voucher has expired.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Voucher code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Printed on the back of your gift card. This voucher has expired.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Vouchers cannot be combined with this offer.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toBeDisabled();
  },
};

/** Several controls under one legend (a fieldset), as the date of birth uses. */
export const Group: Story = {
  args: {
    label: 'Frame size',
    labelling: 'fieldset',
    hint: 'Width and height in centimetres.',
    children: (control) => (
      <div style={{ display: 'flex', gap: 8 }}>
        <div className={controlBox}>
          <input
            className={bareInput}
            aria-label="Width"
            aria-describedby={control['aria-describedby']}
          />
        </div>
        <div className={controlBox}>
          <input
            className={bareInput}
            aria-label="Height"
            aria-describedby={control['aria-describedby']}
          />
        </div>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Frame size' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Width' })).toHaveAccessibleDescription(
      'Width and height in centimetres.',
    );
  },
};
