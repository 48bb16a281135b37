import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HomeScreen } from './HomeScreen.tsx';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
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
