import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Heading } from './Heading.tsx';
import { headingLevels, headingSizes, headingTones } from './headingVariants.ts';
import { textLines } from '../../../testing/storyLayout.ts';
import { overflowsSideways } from '../../../testing/storyLayout.ts';

const meta = {
  title: 'Design system/Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Your photo books' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your photo books' })).toBeVisible();
  },
};

/** Levels 1–4 with their default sizes, then every size on an h2. */
export const LevelsAndSizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Level ${level}: Order summary`}</Heading>
      ))}
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size} tone={size === 'display' ? 'brand' : 'neutral'}>
          {`Size ${size}`}
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    // Size is visual only: an h2 sized `small` is still an h2.
    await expect(canvas.getByRole('heading', { name: 'Size small' }).tagName).toBe('H2');
  },
};

export const LongText: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium" maxWidth="text">
      <Heading level={1}>
        Personalised photo book with lay-flat pages for the summer holidays in the mountains
      </Heading>
      <Heading level={2} maxLines={1}>
        Personalised photo book with lay-flat pages for the summer holidays in the mountains
      </Heading>
    </Box>
  ),
  play: async ({ canvas }) => {
    const [wrapped, clamped] = [
      canvas.getByRole('heading', { level: 1 }),
      canvas.getByRole('heading', { level: 2 }),
    ];
    // The first wraps onto several lines; the second keeps to one line and cuts the rest.
    await expect(textLines(wrapped as Element)).toBeGreaterThan(1);
    await expect(clamped?.getBoundingClientRect().height).toBeLessThan(
      (wrapped?.getBoundingClientRect().height ?? 0) / 1.5,
    );
    await expect(clamped).toHaveAccessibleName(/summer holidays in the mountains$/);
  },
};

/** The biggest sizes step down on phones so long titles fit. */
export const Mobile: Story = {
  args: { size: 'display', children: 'Photo gifts for every moment' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Photo gifts for every moment' });
    // On a phone the display size steps down: the title fits the width.
    await expect(overflowsSideways(heading)).toBe(false);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeLessThan(48);
  },
};
