import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from './Text.tsx';
import { textElements, textMaxLines, textSizes, textTones, textWeights } from './textVariants.ts';

const longName =
  'Personalised hardcover photo book with lay-flat pages, a matt laminated cover and a gift box for the summer holidays in the mountains, printed on premium silk paper and delivered to your favourite pickpoint';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Delivered to your pickpoint in 3 to 5 working days.', as: 'p' },
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'select', options: textElements },
    maxLines: { control: 'select', options: [undefined, ...textMaxLines] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone is readable on the page background of both brands. */
export const Tones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Box>
  ),
};

export const SizesAndWeights: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns={3} gap="small">
      {textSizes.flatMap((size) =>
        textWeights.map((weight) => (
          <Text
            key={`${size}-${weight}`}
            {...args}
            size={size}
            weight={weight}
          >{`${size} ${weight}`}</Text>
        )),
      )}
    </Box>
  ),
};

/** Long product names are cut after one or two lines; the full name stays in the DOM. */
export const LongText: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium" maxWidth="text">
      <Text {...args}>{longName}</Text>
      <Text {...args} maxLines={1}>
        {longName}
      </Text>
      <Text {...args} maxLines={2}>
        {longName}
      </Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    const [full, oneLine, twoLines] = canvas.getAllByText(longName);
    await expect(oneLine?.scrollWidth).toBeGreaterThan(oneLine?.clientWidth ?? 0);
    await expect(twoLines?.scrollHeight).toBeGreaterThan(twoLines?.clientHeight ?? 0);
    await expect(full?.scrollHeight).toBe(full?.clientHeight);
  },
};
