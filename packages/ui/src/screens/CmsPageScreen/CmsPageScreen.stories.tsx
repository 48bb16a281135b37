import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsPageScreen } from './CmsPageScreen.tsx';

const meta = {
  title: 'Screens/CmsPage',
  component: CmsPageScreen,
  args: { slug: 'christmas-gifts' },
} satisfies Meta<typeof CmsPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Christmas gifts' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Order by 16 December' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: 'Related products' }).querySelectorAll('li'),
    ).toHaveLength(3);
  },
};

/** A page that is only text. */
export const TextOnly: Story = {
  args: { slug: 'privacy' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeVisible();
  },
};

/** An unknown slug: the 404 screen; the storefront answers 404 through `CmsPageScreen.isNotFound`. */
export const NotFound: Story = {
  args: { slug: 'no-such-page' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find this page' }),
    ).toBeVisible();
    // What the shop places on the 404 screen, as on the storefront's own.
    await expect(
      await canvas.findByRole('region', { name: 'Maybe you were looking for one of these' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.pages.serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load this part of the shop.')).toBeVisible();
  },
};
