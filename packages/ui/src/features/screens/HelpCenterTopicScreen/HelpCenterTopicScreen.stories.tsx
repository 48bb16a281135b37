import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HelpCenterTopicScreen } from './HelpCenterTopicScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/HelpCenterTopic',
  component: HelpCenterTopicScreen,
  args: { topicId: 90 },
} satisfies Meta<typeof HelpCenterTopicScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type JsonLd = { '@type': string; mainEntity?: { name: string }[]; itemListElement?: unknown[] };
const jsonLdOf = (element: HTMLElement): JsonLd[] =>
  [...element.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as JsonLd,
  );

/** A topic with a video and tabs; the reader says it helped. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How does the editor work?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: startingWith(t('content:watchVideo', { title: 'How does the editor work?' })),
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Calendars' }));
    await expect(canvas.getByRole('tab', { name: 'Calendars' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const crumbs = canvas.getByRole('navigation', { name: t('data:breadcrumbs.label') });
    await expect(
      await within(crumbs).findByRole('link', { name: 'Before your purchase' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/help-center\/category\/3$/),
    );
    // For search engines: the breadcrumbs, and the question with its answer.
    const data = jsonLdOf(canvasElement);
    await expect(
      data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement,
    ).toHaveLength(4);
    await expect(data.find((item) => item['@type'] === 'FAQPage')?.mainEntity?.[0]?.name).toBe(
      'How does the editor work?',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('help:topic.helpful.yes') }));
    await expect(await canvas.findByText(t('help:topic.helpful.thanks'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('help:topic.helpful.no') })).toBeNull();
  },
};

/** A topic with a picture and product cards, and its related topics. */
export const WithResources: Story = {
  args: { topicId: 23 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Which photo resolution do I need?' }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: t('content:resources') })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const related = canvas.getByRole('list', { name: t('help:topic.related') });
    await expect(within(related).getAllByRole('link').length).toBeGreaterThan(1);
  },
};

export const NotFound: Story = {
  args: { topicId: 999999 },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};

/** While the topic loads, its place is marked busy and announced; then the answer replaces it. */
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

/** The first request fails: the page says so, and its retry asks again and shows the topic. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('help:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('help:retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByText(t('help:loadError'))).toBeNull();
  },
};

/** A Polish phone: the topic in Polish, nothing wider than the screen. */
export const Mobile: Story = {
  args: { topicId: 33 },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const helpful = within(canvas.getByRole('region', { name: t('help:topic.helpful.question') }));
    await expect(helpful.getByRole('button', { name: t('help:topic.helpful.yes') })).toBeVisible();
    await expect(helpful.getByRole('button', { name: t('help:topic.helpful.no') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
