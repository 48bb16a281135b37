import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { iconArgType } from '../Icon/allIcons.ts';
import { DeleteIcon, FavouriteIcon } from '../Icon/icons.ts';
import { IconButton } from './IconButton.tsx';
import { iconButtonSizes, iconButtonTones, iconButtonVariants } from './iconButtonVariants.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Design system/Primitives/IconButton',
  component: IconButton,
  args: { label: 'Remove from cart', icon: DeleteIcon, onClick: fn() },
  argTypes: {
    icon: iconArgType,
    tone: { control: 'inline-radio', options: iconButtonTones },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name; Tab, Enter and Space work like any button. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove from cart' });
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const TonesVariantsAndSizes: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {iconButtonTones.map((tone) => (
        <Box key={tone} display="flex" gap="small" alignItems="center">
          {iconButtonVariants.flatMap((variant) =>
            iconButtonSizes.map((size) => (
              <IconButton
                key={`${variant}-${size}`}
                {...args}
                tone={tone}
                variant={variant}
                size={size}
                label={`Remove from cart (${tone} ${variant} ${size})`}
              />
            )),
          )}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /^Remove from cart \(/ });
    await expect(buttons).toHaveLength(
      iconButtonTones.length * iconButtonVariants.length * iconButtonSizes.length,
    );
    // Each is a button named by its label, whatever its look.
    await screenshotStoryHere();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove from cart (critical ghost small)' }),
    );
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove from cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    label: 'Add to favourites',
    icon: FavouriteIcon,
    variant: 'soft',
    tone: 'brand',
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
