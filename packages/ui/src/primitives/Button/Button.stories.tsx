import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { buttonSizes, buttonTones, buttonVariants } from './buttonVariants.ts';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {};

export const AllTonesAndVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {buttonTones.flatMap((tone) =>
        buttonVariants.map((variant) => (
          <Button key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Place order' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Continue to shipment and choose a pickpoint near your home address' },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', children: 'Checkout' },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
