import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Icon } from './Icon.tsx';
import { iconNames, iconSizes, iconTones } from './iconVariants.ts';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'cart', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label an icon is decorative: hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="cart"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label it is an image with a name, for icons that stand alone. */
export const Labelled: Story = {
  args: { name: 'positive', tone: 'positive', label: 'Paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Paid' })).toBeVisible();
  },
};

/** The whole curated set, by the name the shop uses. */
export const AllIcons: Story = {
  render: (args) => (
    <Box
      as="ul"
      display="grid"
      gridTemplateColumns={{ mobile: 2, tablet: 6 }}
      gap="small"
      padding="none"
    >
      {iconNames.map((name) => (
        <Box as="li" key={name} display="flex" alignItems="center" gap="xsmall">
          <Icon {...args} name={name} size="medium" />
          <Text size="small">{name}</Text>
        </Box>
      ))}
    </Box>
  ),
};

export const SizesAndTones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      <Box display="flex" gap="small" alignItems="center">
        {iconSizes.map((size) => (
          <Icon key={size} {...args} size={size} />
        ))}
      </Box>
      <Box display="flex" gap="small" alignItems="center">
        {iconTones.map((tone) => (
          <Icon key={tone} {...args} tone={tone} />
        ))}
      </Box>
    </Box>
  ),
};
