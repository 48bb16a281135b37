import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandById } from '@shop/brands';
import { expect } from 'storybook/test';
import type { Brand } from '../../../design-system/theme/brands.ts';
import { Logo } from './Logo.tsx';
import { logoSizes } from './logoVariants.ts';

// The logo follows the brand toolbar (and the brand of each test browser instance).
const meta = {
  title: 'Features/Fragments/Logo',
  component: Logo,
  args: { brand: 'main' },
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
  render: (args, { globals }) => (
    <Logo {...args} brand={(globals.brand as Brand | undefined) ?? args.brand} />
  ),
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', {
        name: brandById((globals.brand as Brand | undefined) ?? 'main').displayName,
      }),
    ).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {logoSizes.map((size) => (
        <Logo
          key={size}
          {...args}
          brand={(globals.brand as Brand | undefined) ?? args.brand}
          size={size}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const name = brandById((globals.brand as Brand | undefined) ?? 'main').displayName;
    const heights = canvas
      .getAllByRole('img', { name })
      .map((logo) => logo.getBoundingClientRect().height);
    await expect(heights).toHaveLength(logoSizes.length);
    // Each size is taller than the one before.
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(logoSizes.length);
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
