import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { iconArgType } from '../Icon/allIcons.ts';
import { CautionIcon } from '../Icon/icons.ts';
import { Badge } from './Badge.tsx';
import { badgeEmphases, badgeSizes, badgeTones } from './badgeVariants.ts';
import { fitsWithin, overflowsSideways } from '../../../testing/storyLayout.ts';
import { argText } from '../../../testing/argText.ts';

const meta = {
  title: 'Design system/Primitives/Badge',
  component: Badge,
  args: { children: 'Shipped', tone: 'positive' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: iconArgType,
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipped')).toBeVisible();
  },
};

/** Every tone in both emphases and sizes; all meet AA contrast in both brands. */
export const TonesAndEmphases: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {badgeEmphases.flatMap((emphasis) =>
        badgeSizes.map((size) => (
          <Box key={`${emphasis}-${size}`} display="flex" gap="xsmall" flexWrap="wrap">
            {badgeTones.map((tone) => (
              <Badge
                key={tone}
                tone={tone}
                emphasis={emphasis}
                size={size}
              >{`${tone} ${emphasis}`}</Badge>
            ))}
          </Box>
        )),
      )}
    </Box>
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByText(new RegExp(` ${badgeEmphases[0]}$`));
    await expect(rows).toHaveLength(badgeTones.length * badgeSizes.length);
    // Within one emphasis and size, every tone has its own colours.
    for (const emphasis of badgeEmphases) {
      const badges = badgeTones.map((tone) => canvas.getAllByText(`${tone} ${emphasis}`)[0]);
      const colours = badges.map((badge) => {
        const style = getComputedStyle(badge?.parentElement as Element);
        return `${style.color} ${style.backgroundColor}`;
      });
      await expect(new Set(colours).size).toBe(badgeTones.length);
    }
  },
};

/** A long label is cut with an ellipsis inside a narrow card; the full text is its title. */
export const LongText: Story = {
  args: {
    children: 'Kept because of non-payment: waiting for your bank transfer',
    tone: 'caution',
    icon: CautionIcon,
  },
  render: (args) => (
    <Box width="1/4">
      <Badge {...args} />
    </Box>
  ),
  play: async ({ args, canvas }) => {
    const label = canvas.getByText(argText(args.children));
    const badge = label.parentElement as HTMLElement;
    // Wider than the quarter width it is given, the label is cut with an ellipsis and the whole
    // text stays in the badge's title.
    await expect(overflowsSideways(label)).toBe(true);
    await expect(badge).toHaveAttribute('title', argText(args.children));
    await expect(fitsWithin(badge, badge.parentElement as Element)).toBe(true);
  },
};
