import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Icon, type IconProps } from './Icon.tsx';
import { allIcons, iconArgType } from './allIcons.ts';
import { CartIcon, CheckIcon, ChevronDownIcon, PositiveIcon } from './icons.ts';
import { iconSizes, iconTones, iconWeights } from './iconVariants.ts';

const meta = {
  title: 'Design system/Primitives/Icon',
  component: Icon,
  args: { icon: CartIcon, size: 'large' },
  argTypes: {
    icon: iconArgType,
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
    weight: { control: 'inline-radio', options: iconWeights },
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
  args: { icon: PositiveIcon, tone: 'positive', label: 'Paid' },
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
      {allIcons.map((icon) => (
        <Box as="li" key={icon.name} display="flex" alignItems="center" gap="xsmall">
          <Icon {...args} icon={icon} size="medium" />
          <Text size="small">{icon.name}</Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(allIcons.length);
    // Every name draws an icon, hidden from screen readers next to its visible name.
    for (const [index, item] of items.entries()) {
      const name = allIcons[index]?.name as string;
      await expect(item).toHaveTextContent(name);
      await expect(item.querySelector(`svg[data-icon="${name}"]`)).toHaveAttribute(
        'aria-hidden',
        'true',
      );
    }
  },
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
  play: async ({ canvasElement }) => {
    const [sizesRow, tonesRow] = canvasElement.querySelectorAll('[data-story-root] > div > div');
    const sizes = Array.from(sizesRow?.querySelectorAll('svg') ?? [], (icon) =>
      Math.round(icon.getBoundingClientRect().width),
    );
    await expect(sizes).toHaveLength(iconSizes.length);
    // After `inherit` and `line` (which follow the text around them), xsmall to xlarge each larger.
    const named = sizes.slice(2);
    await expect(named).toEqual([...named].sort((a, b) => a - b));
    await expect(new Set(named).size).toBe(iconSizes.length - 2);
    const tones = Array.from(
      tonesRow?.querySelectorAll('svg') ?? [],
      (icon) => getComputedStyle(icon).color,
    );
    await expect(tones).toHaveLength(iconTones.length);
    await expect(new Set(tones).size).toBeGreaterThan(1);
  },
};

/** Bold lines for a mark that must read at a glance, such as the tick of a checkbox. */
export const Weights: Story = {
  args: { icon: CheckIcon },
  render: (args) => (
    <Box display="flex" gap="small" alignItems="center">
      {iconWeights.map((weight) => (
        <Icon key={weight} {...args} weight={weight} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const widths = Array.from(
      canvasElement.querySelectorAll('svg[data-icon="check"]'),
      (icon) => getComputedStyle(icon).strokeWidth,
    );
    await expect(widths).toEqual(['2px', '3px']);
  },
};

function DisclosureDemo(args: IconProps) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((wasOpen) => !wasOpen)}>
      Delivery details
      <Icon {...args} disclosure />
    </button>
  );
}

/** A disclosure's chevron turns upside down while the button it sits in is open. */
export const Disclosure: Story = {
  args: { icon: ChevronDownIcon, size: 'medium' },
  render: (args) => <DisclosureDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const chevron = canvasElement.querySelector('svg[data-icon="chevronDown"]') as SVGSVGElement;
    await expect(getComputedStyle(chevron).transform).toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery details' }));
    await expect(canvas.getByRole('button', { expanded: true })).toBeVisible();
    // Half a turn, once its transition ends.
    await waitFor(() => expect(new DOMMatrix(getComputedStyle(chevron).transform).a).toBe(-1));
  },
};
