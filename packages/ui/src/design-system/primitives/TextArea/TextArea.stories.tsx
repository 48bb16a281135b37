import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { TextArea } from './TextArea.tsx';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/TextArea',
  component: TextArea,
  args: { label: 'Gift message', maxLength: 120, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Printed on a card inside the parcel.' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const textarea = canvas.getByRole('textbox', { name: 'Gift message' });
    await expect(textarea).toHaveAccessibleDescription(
      'Printed on a card inside the parcel. 0 of 120 characters',
    );
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Happy birthday!{Enter}Love, Ana');
    await expect(
      canvas.getByText(t('forms:characterCount', { count: 25, max: 120 })),
    ).toBeInTheDocument();
  },
};

export const NearLimit: Story = {
  args: { maxLength: 40, defaultValue: 'With love from the whole family' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const textarea = canvas.getByRole('textbox', { name: 'Gift message' });
    await userEvent.type(textarea, ' and friends!');
    // maxLength is a hard stop at 40 characters; the count says so and is announced politely.
    await expect(textarea).toHaveValue('With love from the whole family and frie');
    await expect(
      canvas.getByText(t('forms:characterCount', { count: 40, max: 40 })),
    ).toBeInTheDocument();
    await expect(canvas.getByText(t('forms:charactersLeft', { count: 0 }))).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { required: true, error: 'This field is required.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Gift message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Messages cannot be changed once the order is printed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Gift message' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    maxLength: 500,
    rows: 3,
    defaultValue:
      'Dear grandma, this photo book collects every summer we spent at the lake house, from the first wobbly bike ride to last year’s birthday picnic under the old oak tree. We hope it brings back as many smiles as those days gave us.',
  },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const area = canvas.getByRole('textbox', { name: 'Gift message' });
    await expect(area).toHaveValue(argText(args.defaultValue));
    // The three rows show the whole message at this width; the count says what is left.
    await expect(area).toHaveAttribute('rows', '3');
    await expect(area.scrollHeight).toBeLessThanOrEqual(area.clientHeight);
    await expect(area).toHaveAccessibleDescription(
      t('forms:characterCount', { count: argText(args.defaultValue).length, max: 500 }),
    );
  },
};

/** With the shop's `limit` the count can show only near it, and typing past it is not cut. */
export const OverLimit: Story = {
  args: {
    label: 'Message',
    maxLength: undefined,
    limit: 60,
    count: 'nearLimit',
    defaultValue: 'Our order arrived today, thank you.',
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).not.toHaveAccessibleDescription();
    await userEvent.type(area, ' One page of the book is upside down.');
    await expect(area).toHaveValue(
      'Our order arrived today, thank you. One page of the book is upside down.',
    );
    await expect(area).toHaveAccessibleDescription(
      t('forms:characterCount', { count: 72, max: 60 }),
    );
    await expect(canvas.getByText(t('forms:charactersOver', { count: 12 }))).toBeInTheDocument();
  },
};
