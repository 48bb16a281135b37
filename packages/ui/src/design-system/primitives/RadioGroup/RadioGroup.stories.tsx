import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';
import { radioGroupOrientations, radioGroupVariants } from './radioGroupVariants.ts';
import { textLines } from '../../../testing/storyLayout.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const finishes = [
  { value: 'matte', label: 'Matte' },
  { value: 'gloss', label: 'Gloss' },
  { value: 'silk', label: 'Silk', disabled: true },
];

const shipmentModes = [
  {
    value: 'ADDRESS',
    label: 'Home delivery',
    description: 'Courier, 2–3 working days',
    aside: '€4.99',
  },
  {
    value: 'PICKPOINT',
    label: 'Pickpoint',
    description: 'Collect near you, 3–4 working days',
    aside: '€2.99',
  },
  {
    value: 'CUSTOMER',
    label: 'Pick up at the studio',
    description: 'Ready the next working day',
    aside: 'Free',
  },
];

const pressArrow = async (key: 'ArrowDown' | 'ArrowUp') => {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
};

const meta = {
  title: 'Design system/Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Paper finish', options: finishes, onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: radioGroupVariants },
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Matte has no reflections; gloss makes colours pop.', defaultValue: 'matte' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Paper finish' });
    await expect(group).toHaveAccessibleDescription(
      'Matte has no reflections; gloss makes colours pop.',
    );
    // Tab enters at the chosen radio; arrows move and choose; the disabled one is skipped.
    // (Radix moves focus a tick after keydown, so the key is held down as a person's finger would.)
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Matte' })).toHaveFocus();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Gloss' })).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Matte' })).toBeChecked();
    await userEvent.click(canvas.getByText('Gloss'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('gloss');
    await expect(canvas.getByRole('radio', { name: 'Silk' })).toBeDisabled();
  },
};

/** Cards for the shipment mode (or the payment method) step of the checkout. */
export const Cards: Story = {
  args: {
    label: 'Shipment mode',
    options: shipmentModes,
    variant: 'card',
    defaultValue: 'PICKPOINT',
    required: true,
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RadioGroup {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Shipment mode' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await userEvent.click(canvas.getByText('Pick up at the studio'));
    await expect(canvas.getByRole('radio', { name: /Pick up at the studio/ })).toBeChecked();
    await pressArrow('ArrowUp');
    await expect(canvas.getByRole('radio', { name: /Pickpoint/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PICKPOINT');
  },
};

export const Error: Story = {
  args: {
    label: 'Shipment mode',
    options: shipmentModes,
    variant: 'card',
    error: 'Choose one of the options.',
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RadioGroup {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipment mode' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose one of the options.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'gloss', orientation: 'horizontal' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Payment method',
    variant: 'card',
    options: [
      {
        value: 'BANK_TRANSFER',
        label: 'Bank transfer to our account with the order number as the payment reference',
        description:
          'We start printing when the money arrives, which usually takes one or two working days.',
        aside: 'No fee',
      },
      { value: 'CARD', label: 'Card', description: 'Visa, Mastercard, American Express' },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <RadioGroup {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const transfer = canvas.getByRole('radio', { name: /Bank transfer to our account/ });
    await expect(canvas.getByText(/We start printing when the money arrives/)).toBeVisible();
    // The long card wraps within 360 px, and the whole card chooses its option.
    const label = canvas.getByText(/Bank transfer to our account/);
    await expect(textLines(label)).toBeGreaterThan(1);
    await screenshotStoryHere();
    await userEvent.click(label);
    await expect(transfer).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('BANK_TRANSFER');
  },
};
