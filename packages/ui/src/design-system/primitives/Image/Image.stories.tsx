import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import photoAvif from './fixtures/photo-print.avif';
import photoPng from './fixtures/photo-print.png';
import photoWebp from './fixtures/photo-print.webp';
import { Image } from './Image.tsx';
import { imageAspectRatios, imageFits } from './imageVariants.ts';

const sources = { avif: photoAvif, webp: photoWebp, fallback: photoPng };

const meta = {
  title: 'Design system/Primitives/Image',
  component: Image,
  args: { sources, alt: 'Framed photo print on a beach at sunset', aspectRatio: '4:3' },
  argTypes: {
    aspectRatio: { control: 'select', options: imageAspectRatios },
    fit: { control: 'inline-radio', options: imageFits },
  },
  render: (args) => (
    <Box width={{ mobile: 'full', tablet: '1/2' }}>
      <Image {...args} />
    </Box>
  ),
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** avif first, then webp, then png; lazy; the browser picks avif. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Framed photo print on a beach at sunset' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    const types = Array.from(canvasElement.querySelectorAll('source'), (source) => source.type);
    await expect(types).toEqual(['image/avif', 'image/webp']);
    await waitFor(() => expect((image as HTMLImageElement).currentSrc).toContain('.avif'));
  },
};

/** The frame keeps its ratio before the image loads, so nothing below it moves. */
export const AspectRatios: Story = {
  render: (args) => (
    <Box
      display="grid"
      gridTemplateColumns={{ mobile: 2, tablet: 6 }}
      gap="small"
      alignItems="flex-start"
    >
      {imageAspectRatios.map((aspectRatio, index) => (
        <Box key={aspectRatio} display="flex" flexDirection="column" gap="xxsmall">
          <Image {...args} aspectRatio={aspectRatio} fit={imageFits[index % 2]} rounded />
          <Text size="small">{`${aspectRatio} ${imageFits[index % 2]}`}</Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const [square] = canvas.getAllByRole('img');
    const frame = square?.parentElement?.getBoundingClientRect();
    await expect(Math.round(frame?.width ?? 0)).toBe(Math.round(frame?.height ?? -1));
  },
};

/** Decorative images have an empty alt and are skipped by screen readers. */
export const Decorative: Story = {
  args: { alt: undefined, decorative: true, aspectRatio: '16:9' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** An image that fails to load leaves a placeholder with the same name, in the same frame. */
export const Error: Story = {
  args: { sources: { fallback: 'data:image/png;base64,AAAA' }, alt: 'Photo book cover' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Photo book cover' }).tagName).toBe('SPAN'),
    );
  },
};

/** Above the fold, the main product image loads eagerly with high priority. */
export const Eager: Story = {
  args: { loading: 'eager', aspectRatio: '1:1', fit: 'contain' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
