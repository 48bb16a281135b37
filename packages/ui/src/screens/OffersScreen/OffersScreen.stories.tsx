import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { OffersScreen } from './OffersScreen.tsx';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Screens/Offers',
  component: OffersScreen,
} satisfies Meta<typeof OffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1));
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
    await expect(await canvas.findByRole('heading', { name: 'There are no offers right now' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oferty' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/zł/).length).toBeGreaterThan(0));
  },
};
