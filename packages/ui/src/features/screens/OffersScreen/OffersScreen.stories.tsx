import { handlers, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { OffersScreen } from './OffersScreen.tsx';
import { withRouterLink } from '../../layouts/shared/storySupport.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectFollows,
  expectLinkToRoute,
  expectLoading,
  failsFirst,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Features/Screens/Offers',
  component: OffersScreen,
} satisfies Meta<typeof OffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The seeded shop has nine offers; two keep the story's page (and its screenshot) short: a
// promotion-code offer and the first discount offer with products.
const twoOffers = [
  http.get('*/catalogue/offers', async ({ request }) => {
    const response = await getResponse(handlers, request);
    const { offers } = (await response?.json()) as { offers: { article_ids: number[] }[] };
    return HttpResponse.json({
      offers: [offers[0], offers.find((offer) => offer.article_ids.length > 0)],
    });
  }),
];

// The offers fail once, then answer the two offers.
const offersFailFirst = failsFirst('*/catalogue/offers', scenarios.catalogue.serverError);

export const Default: Story = {
  parameters: { msw: { handlers: twoOffers } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('catalogue:offers.title') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
  },
};

/** The product API does not answer: the offers' place is marked busy and announced, with no offer or error. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.timeout } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('catalogue:offers.title') }),
    ).toBeVisible();
    await expectLoading(
      busyAround(canvas.getByText(t('catalogue:states.loading'))),
      t('catalogue:states.loading'),
    );
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('catalogue:states.retry') })).toBeNull();
  },
};

/** No offers right now: the page says so and leads back to the home page. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: scenarios.catalogue.empty } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('catalogue:offers.empty') }),
    ).toBeVisible();
    const home = canvas.getByRole('link', { name: t('catalogue:states.backHome') });
    await expectLinkToRoute(home, 'home', globals);
    await expectFollows(home);
  },
};

/** The offers fail to load once: the page says so, and its retry asks again and shows them. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...offersFailFirst.handlers, ...twoOffers] } },
  beforeEach: offersFailFirst.reset,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:states.loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:states.retry') }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2));
    await expect(offersFailFirst.calls()).toBe(2);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    await expect(canvas.queryByText(t('catalogue:states.loadError'))).toBeNull();
  },
};

/** A Polish phone: the offers in Polish with prices in złoty, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  parameters: { msw: { handlers: twoOffers } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('catalogue:offers.title') }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/zł/).length).toBeGreaterThan(0));
    await expectFitsPhoneWidth(canvasElement);
  },
};
