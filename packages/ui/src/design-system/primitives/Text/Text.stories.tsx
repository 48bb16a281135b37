import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from './Text.tsx';
import { textElements, textMaxLines, textSizes, textTones, textWeights } from './textVariants.ts';
import { textLines } from '../../../testing/storyLayout.ts';
import { argText } from '../../../testing/argText.ts';

const longName =
  'Personalised hardcover photo book with lay-flat pages, a matt laminated cover and a gift box for the summer holidays in the mountains, printed on premium silk paper and delivered to your favourite pickpoint';

const meta = {
  title: 'Design system/Primitives/Text',
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

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const text = canvas.getByText(argText(args.children));
    await expect(text.tagName).toBe('P');
    await expect(textLines(text)).toBe(1);
  },
};

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
  play: async ({ args, canvas }) => {
    const colourOf = (tone: string) =>
      getComputedStyle(canvas.getByText(`${tone}: ${argText(args.children)}`)).color;
    const [inherit, ...named] = textTones.map(colourOf);
    // Each named tone has its own colour (axe checks each is readable on the page); `inherit`
    // takes the colour of the text around it.
    await expect(new Set(named).size).toBe(textTones.length - 1);
    const around = canvas.getByText(`inherit: ${argText(args.children)}`).parentElement;
    await expect(inherit).toBe(getComputedStyle(around as Element).color);
  },
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
  play: async ({ canvas }) => {
    const style = (size: string, weight: string) =>
      getComputedStyle(canvas.getByText(`${size} ${weight}`));
    const sizes = textSizes.map((size) => parseFloat(style(size, 'regular').fontSize));
    const weights = textWeights.map((weight) => Number(style('standard', weight).fontWeight));
    // Sizes grow and weights get heavier in the order they are listed.
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(new Set(sizes).size).toBe(textSizes.length);
    await expect(weights).toEqual([...weights].sort((a, b) => a - b));
    await expect(new Set(weights).size).toBe(textWeights.length);
  },
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
