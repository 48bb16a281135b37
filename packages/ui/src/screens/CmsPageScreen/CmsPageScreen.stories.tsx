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

/** /about-us: the brand's story is the CMS page `about-us`. */
export const AboutUs: Story = {
  args: { slug: 'about-us' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvas.getByText(/printed your memories since 2004/)).toBeVisible();
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
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'O nas' })).toBeVisible();
  },
};
