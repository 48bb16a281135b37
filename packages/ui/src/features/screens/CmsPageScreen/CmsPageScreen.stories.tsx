import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CmsPageScreen } from './CmsPageScreen.tsx';
import {
  expectFitsPhoneWidth,
  expectLinkToRoute,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyBrand } from '../../layouts/shared/storySupport.tsx';
import { withBrandCountrySite } from '../accountStorySupport.tsx';

const meta = {
  title: 'Features/Screens/CmsPage',
  component: CmsPageScreen,
  args: { slug: 'christmas-gifts' },
} satisfies Meta<typeof CmsPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Christmas gifts' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Order by 16 December' }),
    ).toBeVisible();
    // The calendars, mugs and puzzles the page is about, as product cards.
    await expect(
      canvas
        .getByRole('list', { name: t('catalogue:product.categoryArticles') })
        .querySelectorAll(':scope > li'),
    ).toHaveLength(14);
  },
};

/**
 * A category page (/photo-books): its products with their pictures and "from" prices, each
 * leading to its product page.
 */
export const Category: Story = {
  args: { slug: 'photo-books' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Photo books' }),
    ).toBeVisible();
    const products = canvas.getByRole('list', { name: t('catalogue:product.categoryArticles') });
    const cards = [...products.querySelectorAll(':scope > li')];
    await expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards as HTMLElement[]) {
      await expect(within(card).getByRole('img')).toBeVisible();
      await expect(within(card).getByText(t('catalogue:fromPrice'))).toBeVisible();
    }
    const link = within(products).getByRole('link', { name: 'Softcover photo book A5' });
    await expect(link).toHaveAttribute('href', '/en-ie/designs/softcover-photo-book-a5/1002');
    await expectLinkToRoute(link, 'designs', globals);
  },
};

/**
 * A family bought as it is (/prints): each brand's country site shows its category page, and every
 * card leads to the print's product page.
 */
export const PrintsCategory: Story = {
  args: { slug: 'prints' },
  decorators: [withBrandCountrySite],
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Photo prints' }),
    ).toBeVisible();
    await expect(canvas.getByText(/classic prints on professional photo paper/)).toBeVisible();
    const products = canvas.getByRole('list', { name: t('catalogue:product.categoryArticles') });
    const cards = [...products.querySelectorAll<HTMLElement>(':scope > li')];
    await expect(cards).toHaveLength(3);
    for (const card of cards) {
      await expect(within(card).getByRole('img')).toBeVisible();
      await expect(within(card).getByText(t('catalogue:fromPrice'))).toBeVisible();
      for (const link of within(card).getAllByRole('link'))
        await expectLinkToRoute(link, 'designs', globals);
    }
  },
};

/**
 * A legal page: its title, then its contents linking to each section's heading (h2), no product
 * list.
 */
export const TextOnly: Story = {
  args: { slug: 'privacy' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const article = await canvas.findByRole('article', { name: 'Privacy policy' });
    await expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Privacy policy',
    );
    const contents = within(article).getByRole('navigation', { name: t('content:contents') });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Who is responsible',
      'What data we process and why',
      'Legal bases',
      'How long we keep it',
      'Your rights',
      'Contact',
    ]);
    for (const link of links) {
      const target = article.querySelector(link.getAttribute('href') ?? '');
      await expect(target?.tagName).toBe('H2');
      await expect(target).toHaveTextContent(link.textContent);
    }
    await expect(within(article).queryByRole('list', { name: t('content:resources') })).toBeNull();
  },
};

/** Each brand's legal pages name the company that sells under it. */
export const LegalNotice: Story = {
  args: { slug: 'legal-notice' },
  decorators: [withBrandCountrySite],
  play: async ({ canvas, globals }) => {
    const second = storyBrand(globals) === 'second';
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Provider' })).toBeVisible();
    const [own, other] = second
      ? ['Tazu Regalos S.L.', 'Wepix Print S.L.']
      : ['Wepix Print S.L.', 'Tazu Regalos S.L.'];
    await expect(canvas.getByText(own, { exact: false })).toBeVisible();
    await expect(canvas.queryByText(other, { exact: false })).toBeNull();
  },
};

/** An unknown slug: the 404 screen; the storefront answers 404 through `CmsPageScreen.isNotFound`. */
export const NotFound: Story = {
  args: { slug: 'no-such-page' },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the page. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.pages.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('general:loadError'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('general:retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Christmas gifts' })).toBeVisible();
    await expect(canvas.queryByText(t('general:loadError'))).toBeNull();
  },
};

/**
 * /about-us: each brand tells its own story, its own CMS page `about-us` (the second brand's
 * story reads its own country site's page).
 */
export const AboutUs: Story = {
  args: { slug: 'about-us' },
  decorators: [withBrandCountrySite],
  play: async ({ canvas, globals }) => {
    const second = storyBrand(globals) === 'second';
    const own = second
      ? { heading: 'About Tazu', text: /Tazu began in 2016 in a small workshop in Valencia/ }
      : { heading: 'About us', text: /Wepix began in 2004 in a small print shop/ };
    const other = second ? /Wepix/ : /Tazu/;
    await expect(await canvas.findByRole('heading', { level: 1, name: own.heading })).toBeVisible();
    await expect(canvas.getByText(own.text)).toBeVisible();
    await expect(canvas.queryByText(other)).toBeNull();
  },
};

/** While the page loads: its outline, busy for screen readers, then the page. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.pages.slow } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Christmas gifts' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { slug: 'about-us' },
  decorators: [withBrandCountrySite],
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const heading = storyBrand(globals) === 'second' ? 'O Tazu' : 'O nas';
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
