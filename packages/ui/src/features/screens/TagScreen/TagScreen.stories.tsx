import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { structuredDataOfType } from '../../fragments/StructuredData/readStructuredData.ts';
import { TagScreen } from './TagScreen.tsx';
import {
  busyAround,
  expectLinksToShopRoutes,
  expectLoading,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Screens/Tag',
  component: TagScreen,
  args: { slug: 'wedding' },
} satisfies Meta<typeof TagScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List mode LIST: the tag's products. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wedding' })).toBeVisible();
    await expect(structuredDataOfType(canvasElement, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: t('catalogue:breadcrumbs.home'), item: '/en-ie' },
      { '@type': 'ListItem', position: 2, name: expect.any(String), item: '/en-ie/tags-list' },
      { '@type': 'ListItem', position: 3, name: 'Wedding', item: '/en-ie/t/wedding' },
    ]);
    const products = canvas.getByRole('list', {
      name: t('catalogue:tag.productsOf', { name: 'Wedding' }),
    });
    await waitFor(() => expect(products.querySelectorAll('article').length).toBeGreaterThan(0));
  },
};

/** List mode LIST_DESIGNS: ready-made designs with the price of their product. */
export const Designs: Story = {
  args: { slug: 'gifts' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const designs = await canvas.findByRole('list', {
      name: t('catalogue:tag.designsOf', { name: 'Gifts' }),
    });
    await waitFor(() => expect(designs.querySelectorAll('article').length).toBeGreaterThan(0));
  },
};

/** A landing tag: its featured block, whose links all lead to pages of the shop. */
export const Landing: Story = {
  args: { slug: 'christmas' },
  play: async ({ canvas, globals }) => {
    const region = await canvas.findByRole('region', { name: 'Christmas' });
    await expect(region).toBeVisible();
    await expectLinksToShopRoutes(region, globals);
  },
};

/** The product API does not answer: the products' place is marked busy and announced, with no heading, product or error. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.timeout } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(
      busyAround(canvas.getByText(t('catalogue:states.loading'))),
      t('catalogue:states.loading'),
    );
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('catalogue:states.retry') })).toBeNull();
  },
};

/** An unknown tag: the 404 screen (the storefront answers 404 through `TagScreen.isNotFound`). */
export const NotFound: Story = {
  args: { slug: 'no-such-tag' },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};
