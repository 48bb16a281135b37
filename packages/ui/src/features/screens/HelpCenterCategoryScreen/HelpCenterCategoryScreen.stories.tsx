import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HelpCenterCategoryScreen } from './HelpCenterCategoryScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLinksToShopRoutes,
  expectLoading,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
  routeOfHref,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/HelpCenterCategory',
  component: HelpCenterCategoryScreen,
  args: { categoryId: 5 },
} satisfies Meta<typeof HelpCenterCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { origin: 'https://shop.example' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Orders on their way' }),
    ).toBeVisible();
    const topics = canvas.getByRole('list', { name: t('help:category.topics') });
    await expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'When will my order arrive?',
      'How do I change my delivery address?',
      'How do I track my parcel?',
      'Can I cancel my order?',
      'How long does production take?',
      'How is my order packed?',
      'Can I collect my order from a pickup point?',
    ]);
    const data = JSON.parse(
      canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@type': string; itemListElement: { item: string }[] };
    await expect(data['@type']).toBe('BreadcrumbList');
    await expect(data.itemListElement.at(-1)?.item).toMatch(
      /^https:\/\/shop\.example\/[a-z]{2}-[a-z]{2}\/help-center\/category\/5$/,
    );
    const crumbs = canvas.getByRole('navigation', { name: t('data:breadcrumbs.label') });
    await expect(within(crumbs).getByRole('link', { name: t('help:home.title') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/help-center$/),
    );
  },
};

/** A subject without topics says so; its breadcrumbs still lead back to the help centre. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.empty } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('help:category.empty') }),
    ).toBeVisible();
    const routes = canvas
      .getAllByRole('link')
      .map((link) => routeOfHref(link.getAttribute('href') ?? '', globals));
    await expect(routes).toContain('helpCenter');
    await expectLinksToShopRoutes(canvasElement, globals);
  },
};

/** An id the help centre does not know: the 404 screen (the storefront answers 404). */
export const NotFound: Story = {
  args: { categoryId: 404 },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};

/** While the subject loads, its place is marked busy and announced; then the answer replaces it. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const busy = busyAround(canvas.getByText(t('help:loading')));
    await expectLoading(busy, t('help:loading'));
    // Nothing of the answer yet; it may come at any time after, even while the screenshot is taken.
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await screenshotStoryHere();
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(busy).not.toBeInTheDocument();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the subject. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('help:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('help:retry') }));
    await expect(
      await canvas.findByRole('list', { name: t('help:category.topics') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('help:loadError'))).toBeNull();
  },
};

/** A Polish phone: the subject in Polish, nothing wider than the screen. */
export const Mobile: Story = {
  args: { categoryId: 7 },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const topics = canvas.getByRole('list', { name: t('help:category.topics') });
    for (const link of within(topics).getAllByRole('link'))
      await expect(routeOfHref(link.getAttribute('href') ?? '', globals)).toBe('helpCenterTopic');
    await expectFitsPhoneWidth(canvasElement);
  },
};

/** An id that cannot exist: the 404 screen, with its ways home and to the contact page. */
export const ImpossibleId: Story = {
  args: { categoryId: 0 },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};
