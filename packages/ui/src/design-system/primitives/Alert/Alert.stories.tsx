import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';
import { alertTones } from './alertVariants.ts';
import { textLines } from '../../../testing/storyLayout.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Orders placed before 14:00 ship today',
    children: 'Photo books need one more working day to print.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info is a polite status; the icon tells screen readers its kind. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const alert = canvas.getByRole('status');
    await expect(within(alert).getByRole('img', { name: t('general:alert.info') })).toBeVisible();
    await expect(alert).toHaveTextContent('Orders placed before 14:00 ship today');
  },
};

/** The four tones; critical is announced assertively (role alert). */
export const Tones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone}: ${args.title ?? ''}`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('critical');
  },
};

/** Payment failed: an error with a follow-up action. */
export const Error: Story = {
  args: {
    tone: 'critical',
    title: 'Your payment was declined',
    children: 'Your card was not charged. Try again or choose another payment method.',
    action: (
      <Button tone="critical" size="small">
        Choose another payment method
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your payment was declined');
  },
};

/** The dismiss button is reached with Tab and pressed with Enter; the caller removes the alert. */
export const Dismissible: Story = {
  args: {
    tone: 'positive',
    title: 'Added to your cart',
    children: 'Photo book A4, 40 pages',
    onDismiss: fn(),
  },
  render: function DismissibleAlert(args) {
    const [open, setOpen] = useState(true);
    return open ? (
      <Alert
        {...args}
        onDismiss={() => {
          args.onDismiss?.();
          setOpen(false);
        }}
      />
    ) : (
      <p>Alert dismissed</p>
    );
  },
  parameters: { visual: false },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('general:dismiss') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The same alert before dismissal, for the visual baseline. */
export const DismissibleLongText: Story = {
  args: {
    tone: 'caution',
    title: 'Your pickpoint is closed for the holidays from 24 December to 2 January',
    children:
      'Choose another pickpoint near your address or ask for home delivery; orders already shipped wait at the pickpoint until it opens again.',
    onDismiss: fn(),
  },
  render: (args) => (
    <Box maxWidth="text">
      <Alert {...args} />
    </Box>
  ),
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const alert = canvas.getByText(argText(args.title));
    await expect(textLines(alert)).toBeGreaterThan(1);
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('general:dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
