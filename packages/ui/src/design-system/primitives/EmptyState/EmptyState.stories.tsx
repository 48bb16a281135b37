import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { iconArgType } from '../Icon/allIcons.ts';
import { CartIcon, OrderIcon, SearchIcon } from '../Icon/icons.ts';
import { EmptyState } from './EmptyState.tsx';
import { overflowsSideways, textLines } from '../../../testing/storyLayout.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: CartIcon,
    title: 'Your cart is empty',
    description: 'Create a photo book, a canvas or a calendar and it will wait for you here.',
  },
  argTypes: { icon: iconArgType },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your cart is empty' })).toBeVisible();
  },
};

/** With a next step, reachable by keyboard. */
export const WithAction: Story = {
  args: { icon: OrderIcon, title: 'No orders yet', description: 'Orders you place appear here.' },
  render: function WithActionStory(args) {
    return <EmptyState {...args} action={<Button onClick={browse}>Browse products</Button>} />;
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(browse).toHaveBeenCalledTimes(1);
  },
};
const browse = fn();

export const LongText: Story = {
  args: {
    icon: SearchIcon,
    title: 'We found no products for “personalised lay-flat photo book with silver foil lettering”',
    description:
      'Check the spelling, use fewer words or browse the categories: photo books, canvas prints, calendars, mugs and gifts.',
  },
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', { name: argText(args.title) });
    await expect(section).toHaveTextContent(argText(args.description));
    // The long search term wraps; nothing scrolls sideways.
    await expect(
      textLines(canvas.getByRole('heading', { name: argText(args.title) })),
    ).toBeGreaterThan(1);
    await expect(overflowsSideways(section)).toBe(false);
  },
};
