import { db, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { structuredDataOfType } from '../../fragments/StructuredData/readStructuredData.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { expectFitsPhoneWidth, expectLinkToRoute } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Features/Screens/Home',
  component: HomeScreen,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { origin: 'https://shop.example' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(structuredDataOfType(canvasElement, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: expect.stringMatching(/^(Wepix|Tazu)$/),
      url: 'https://shop.example/en-ie',
      logo: 'https://shop.example/favicon.svg',
    });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('catalogue:home.topSellers') }),
    ).toBeVisible();
    const topSellers = canvas.getByRole('region', { name: t('catalogue:home.topSellers') });
    await waitFor(() => expect(topSellers.querySelectorAll('article')).toHaveLength(4));
    await expect(
      await canvas.findByRole('heading', { name: t('catalogue:home.reviews') }),
    ).toBeVisible();
    // Each family's tile leads to its category page, a page the CMS has.
    const families = canvas.getByRole('region', { name: t('catalogue:home.families') });
    await waitFor(() => expect(within(families).getAllByRole('link')).toHaveLength(10));
    const slugs = [];
    for (const link of within(families).getAllByRole('link')) {
      await expectLinkToRoute(link, 'page', globals);
      slugs.push(link.getAttribute('href')?.split('/').slice(2).join('/'));
    }
    await expect(slugs).toEqual([
      'photo-books',
      'canvases',
      'mugs',
      'calendars',
      'posters',
      'puzzles',
      'phone-cases',
      't-shirts',
      'cushions',
      'prints',
    ]);
    for (const slug of slugs) await expect(db.cmsPages.map((page) => page.slug)).toContain(slug);
  },
};

/**
 * A phone: the hero picture is the page's largest paint, so it loads at once with high priority,
 * at the width the screen needs, and every picture has its size before it loads (no shift).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyMessages(globals);
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
    const topSellers = canvas.getByRole('region', { name: t('catalogue:home.topSellers') });
    await waitFor(() => expect(topSellers.querySelectorAll('article')).toHaveLength(4));
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image.getAttribute('width')).toMatch(/^\d+$/);
      await expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
    await expect(topSellers.querySelector('img')?.getAttribute('srcset')).toMatch(/ 320w, /);
    await expectFitsPhoneWidth(canvasElement);
  },
};

/** The first catalogue request fails: its shelf says so, and its retry asks again and fills it. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:home.loadError'))).toBeVisible();
    const retries = canvas.getAllByRole('button', { name: t('catalogue:home.retry') });
    await expect(retries).toHaveLength(1);
    await screenshotStoryHere();
    await userEvent.click(retries[0] as HTMLElement);
    const topSellers = await canvas.findByRole('region', { name: t('catalogue:home.topSellers') });
    await waitFor(() => expect(topSellers.querySelectorAll('article')).toHaveLength(4));
    const families = canvas.getByRole('region', { name: t('catalogue:home.families') });
    await waitFor(() => expect(within(families).getAllByRole('link').length).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.queryByText(t('catalogue:home.loadError'))).toBeNull());
  },
};
