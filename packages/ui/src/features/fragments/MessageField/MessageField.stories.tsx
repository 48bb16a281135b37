import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { MessageField } from './MessageField.tsx';

/** The message of a new ticket, as its form shows it; `invalid` with the form's refusal. */
function TicketMessage({ invalid = false }: { invalid?: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <MessageField
      label={t('create.message')}
      required
      rows={5}
      limit={5000}
      error={invalid ? t('create.failed') : undefined}
    />
  );
}

const meta = {
  title: 'Features/Fragments/MessageField',
  component: TicketMessage,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled box that takes several lines. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const box = canvas.getByRole('textbox', { name: t('tickets:create.message') });
    await expect(box).toBeRequired();
    await userEvent.type(box, 'The mug arrived broken.{Enter}The box was dented.');
    await expect(box).toHaveValue('The mug arrived broken.\nThe box was dented.');
  },
};

/** A refused message: the box is marked invalid and says why. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const box = canvas.getByRole('textbox', { name: t('tickets:create.message') });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t('tickets:create.failed'));
  },
};
