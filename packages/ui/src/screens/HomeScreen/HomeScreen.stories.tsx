import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { structuredDataOfType } from '../../fragments/StructuredData/readStructuredData.ts';
import { HomeScreen } from './HomeScreen.tsx';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { origin: 'https://shop.example' },
  play: async ({ canvas, canvasElement }) => {
    await expect(structuredDataOfType(canvasElement, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: expect.stringMatching(/^(Wepix|Tazu)$/),
      url: 'https://shop.example/en-ie',
      logo: 'https://shop.example/favicon.svg',
    });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Top sellers' }),
    ).toBeVisible();
    const topSellers = canvas.getByRole('region', { name: 'Top sellers' });
    await waitFor(() => expect(topSellers.querySelectorAll('article')).toHaveLength(4));
    await expect(
      await canvas.findByRole('heading', { name: 'What our customers say' }),
    ).toBeVisible();
  },
};

/**
 * A phone: the hero picture is the page's largest paint, so it loads at once with high priority,
 * at the width the screen needs, and every picture has its size before it loads (no shift).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    const hero = canvasElement.querySelector<HTMLImageElement>(
      'section[aria-labelledby="home-title"] img',
    );
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero?.getAttribute('sizes')).toContain('100vw');
    const heroSources = hero?.parentElement?.querySelectorAll('source') ?? [];
    await expect(Array.from(heroSources, (source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    await waitFor(() => expect(hero?.currentSrc).toMatch(/hero-(400|800)[^/]*\.avif/));
    const topSellers = canvas.getByRole('region', { name: 'Top sellers' });
    await waitFor(() => expect(topSellers.querySelectorAll('article')).toHaveLength(4));
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image.getAttribute('width')).toMatch(/^\d+$/);
      await expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
    await expect(topSellers.querySelector('img')?.getAttribute('srcset')).toMatch(/ 320w, /);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.serverError } },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(
        canvas.getAllByText('We could not load this part of the shop.').length,
      ).toBeGreaterThan(0),
    );
  },
};
