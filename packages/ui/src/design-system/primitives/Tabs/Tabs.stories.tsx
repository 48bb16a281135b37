import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.tsx';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const items = [
  {
    value: 'details',
    label: 'Details',
    content: <p>Hardcover photo book, 21 × 28 cm, 24 to 120 pages.</p>,
  },
  {
    value: 'paper',
    label: 'Paper',
    content: <p>170 g/m² silk paper; premium layflat paper on request.</p>,
  },
  {
    value: 'reviews',
    label: 'Reviews',
    content: <p>4.8 out of 5 from 1,240 customers.</p>,
    disabled: true,
  },
  {
    value: 'delivery',
    label: 'Delivery',
    content: <p>Printed in 3 working days, delivered in 2 to 4 more.</p>,
  },
];

const meta = {
  title: 'Design system/Primitives/Tabs',
  component: Tabs,
  args: { label: 'Product information', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move between tabs (skipping the disabled one), Home/End jump, Tab moves into the panel. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Paper' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Paper' })).toHaveTextContent('170 g/m²');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('delivery');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Delivery' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        value: 'a',
        label: 'Size and format of the book',
        content: <p>Square 30 × 30 cm or landscape 28 × 21 cm.</p>,
      },
      {
        value: 'b',
        label: 'Cover options and finishes',
        content: <p>Matte, gloss or linen with a window.</p>,
      },
      {
        value: 'c',
        label: 'Shipping to islands and remote areas',
        content: <p>Canary Islands, Ceuta and Melilla.</p>,
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    // The long labels stay within the 360 px the tabs are given.
    const list = canvas.getByRole('tablist');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await screenshotStoryHere();
    await userEvent.click(
      canvas.getByRole('tab', { name: 'Shipping to islands and remote areas' }),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Canary Islands, Ceuta and Melilla.',
    );
  },
};
