import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { buttonSizes, buttonTones, buttonVariants } from './buttonVariants.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/Button',
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

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await screenshotStoryHere();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

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
  play: async ({ args, canvas }) => {
    const looks = buttonTones.flatMap((tone) =>
      buttonVariants.map((variant) => {
        const style = getComputedStyle(canvas.getByRole('button', { name: `${tone} ${variant}` }));
        return `${style.color} ${style.backgroundColor} ${style.borderColor}`;
      }),
    );
    // Every tone and variant looks different from the others, and each still acts.
    await expect(new Set(looks).size).toBe(buttonTones.length * buttonVariants.length);
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: 'critical ghost' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
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
  play: async ({ canvas }) => {
    const heights = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: size }).getBoundingClientRect().height,
    );
    // Small to large, each taller than the one before.
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(buttonSizes.length);
  },
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
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: argText(args.children) });
    // The whole label shows: nothing is cut off or runs out of the button.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await screenshotStoryHere();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', children: 'Checkout' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout' });
    const container = button.parentElement as HTMLElement;
    // As wide as the space it is in.
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(
        container.getBoundingClientRect().width -
          parseFloat(getComputedStyle(container).paddingLeft) -
          parseFloat(getComputedStyle(container).paddingRight),
      ),
    );
  },
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
