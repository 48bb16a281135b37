import { handlers, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { OffersScreen } from './OffersScreen.tsx';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Screens/Offers',
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

export const Default: Story = {
  parameters: { msw: { handlers: twoOffers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.timeout } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'There are no offers right now' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load this part of the shop.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A phone on the Polish site: prices in złoty. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  parameters: { msw: { handlers: twoOffers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oferty' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/zł/).length).toBeGreaterThan(0));
  },
};
