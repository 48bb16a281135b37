import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from './Stack.tsx';
import { stackAligns, stackElements } from './stackVariants.ts';

const Tile = ({ children }: { children: string }) => (
  <Box padding="small" background="brandSoft" borderRadius="small">
    {children}
  </Box>
);

const meta = {
  title: 'Design system/Primitives/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: [
      <Tile key="1">Contact</Tile>,
      <Tile key="2">Address</Tile>,
      <Tile key="3">Shipment</Tile>,
    ],
  },
  argTypes: {
    align: { control: 'inline-radio', options: stackAligns },
    as: { control: 'inline-radio', options: stackElements },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [contact, address, shipment] = ['Contact', 'Address', 'Shipment'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    // One under the other, evenly spaced.
    const gap = (address?.top ?? 0) - (contact?.bottom ?? 0);
    await expect(gap).toBeGreaterThan(0);
    await expect((shipment?.top ?? 0) - (address?.bottom ?? 0)).toBeCloseTo(gap, 0);
  },
};

/** Spaces from the theme, and how children align across the stack. */
export const SpacesAndAlignment: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns={4} gap="large">
      {stackAligns.map((align, index) => (
        <Stack
          key={align}
          {...args}
          align={align}
          space={(['xsmall', 'small', 'medium', 'large'] as const)[index]}
        >
          <Tile>{align}</Tile>
          <Tile>Photo book</Tile>
          <Tile>Mug</Tile>
        </Stack>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const stacks = stackAligns.map((align) => {
      const [first, second, third] = [
        canvas.getByText(align),
        ...[canvas.getAllByText('Photo book'), canvas.getAllByText('Mug')].map(
          (tiles) => tiles[stackAligns.indexOf(align)] as HTMLElement,
        ),
      ].map((tile) => tile.getBoundingClientRect());
      return { first, second, third };
    });
    // Each space is wider than the one before (xsmall to large).
    const gaps = stacks.map(({ first, second }) => (second?.top ?? 0) - (first?.bottom ?? 0));
    await expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    await expect(new Set(gaps).size).toBe(stackAligns.length);
    // Stretched tiles are as wide as their column; the others only as wide as their text.
    const [left, , , stretch] = stacks;
    await expect(stretch?.third?.width).toBeGreaterThan(left?.third?.width ?? Infinity);
  },
};

/** As a list, each child becomes a list item and screen readers announce the count. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Checkout steps' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Checkout steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Responsive space: tight on phones, roomy on desktops. */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xsmall', tablet: 'large' } },
  play: async ({ canvas }) => {
    const [contact, address, shipment] = ['Contact', 'Address', 'Shipment'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    // From the tablet width up, the large space.
    const gap = (address?.top ?? 0) - (contact?.bottom ?? 0);
    await expect(gap).toBeGreaterThanOrEqual(16);
    await expect((shipment?.top ?? 0) - (address?.bottom ?? 0)).toBeCloseTo(gap, 0);
  },
};
