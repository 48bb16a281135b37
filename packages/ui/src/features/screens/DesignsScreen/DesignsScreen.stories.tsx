import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { structuredDataOfType } from '../../fragments/StructuredData/readStructuredData.ts';
import { DesignsScreen } from './DesignsScreen.tsx';
import { withRouterLink } from '../../layouts/shared/storySupport.tsx';
import {
  expectFitsPhoneWidth,
  expectFollows,
  expectLinkToRoute,
  expectLinksToShopRoutes,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
  expectSelectOpensAndCloses,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/Designs',
  component: DesignsScreen,
  args: { slug: 'hardcover-photo-book-a4', articleId: 1002 },
} satisfies Meta<typeof DesignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The product page: its pictures, name, reviews' summary, "from" price, description and
 * specifications with production and delivery time; then its designs as cards, re-sorted.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Softcover photo book A5' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('catalogue:product.description') }),
    ).toHaveTextContent(/Softcover photo book A5 with your own photos/);
    const specifications = canvas.getByRole('region', {
      name: t('catalogue:product.specifications'),
    });
    for (const term of [
      t('general:enums.specificationKinds.size'),
      t('general:enums.specificationKinds.paper'),
      t('general:enums.specificationKinds.finish'),
      t('catalogue:product.productionTime'),
      t('catalogue:product.deliveryTime'),
    ])
      await expect(within(specifications).getByText(term).tagName).toBe('DT');
    await expect(specifications).toHaveTextContent('14.8 × 21 cm');
    const intro = canvas.getByRole('region', { name: 'Softcover photo book A5' });
    await expect(within(intro).getByText(t('catalogue:fromPrice'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('catalogue:product.readReviews') }),
    ).toHaveAttribute('href', '/en-ie/reviews?family=1');
    await expect(structuredDataOfType(canvasElement, 'Product').aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      bestRating: 5,
    });
    const gallery = await canvas.findByRole('list', {
      name: startingWith(t('catalogue:designs.listLabel', { name: '' })),
    });
    await expect(
      structuredDataOfType(canvasElement, 'BreadcrumbList').itemListElement,
    ).toHaveLength(2);
    await waitFor(() => expect(gallery.querySelectorAll('article')).toHaveLength(3));
    await expect(
      canvas.getByRole('link', { name: t('catalogue:designs.startBlank') }),
    ).toHaveAttribute('href', '/en-ie/create/1002');
    await userEvent.click(canvas.getByRole('combobox', { name: t('catalogue:designs.sort') }));
    await userEvent.click(
      await canvas.findByRole('option', { name: t('catalogue:designs.sorts.DATE_CREATION') }),
    );
    await expect(
      canvas.getByRole('combobox', { name: t('catalogue:designs.sort') }),
    ).toHaveTextContent(t('catalogue:designs.sorts.DATE_CREATION'));
  },
};

/** List mode LIST: compact rows with a customise link each. */
export const List: Story = {
  args: { listMode: 'LIST' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const rows = await canvas.findByRole('list', {
      name: startingWith(t('catalogue:designs.listLabel', { name: '' })),
    });
    await waitFor(() => expect(rows.querySelectorAll('li')).toHaveLength(3));
    await expect(
      canvas.getByRole('link', {
        name: startingWith(t('catalogue:designs.customiseNamed', { name: 'Minimal white' })),
      }),
    ).toHaveAttribute('href', '/en-ie/create/1002?design=d-1002-1');
  },
};

/** List mode LANDING: the product's story, whose links all lead to pages of the shop. */
export const Landing: Story = {
  args: { listMode: 'LANDING' },
  play: async ({ canvas, globals }) => {
    const region = await canvas.findByRole('region', { name: /photo book/i });
    await expect(region).toBeVisible();
    await expectLinksToShopRoutes(region, globals);
  },
};

/** The gallery: three pictures of the product, each shown large when its thumbnail is chosen. */
export const Gallery: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const thumbnails = await canvas.findByRole('list', {
      name: t('catalogue:product.gallery', { name: 'Softcover photo book A5' }),
    });
    const buttons = within(thumbnails).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: 'Softcover photo book A5' })).toBeVisible();
    await userEvent.click(
      within(thumbnails).getByRole('button', {
        name: t('catalogue:product.showPicture', { number: 3, count: 3 }),
      }),
    );
    await expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    await expect(
      canvas.getByRole('img', { name: 'Softcover photo book A5, detail of the print' }),
    ).toBeVisible();
  },
};

/** Prints are bought as they are: the product page without designs or the way into the editor. */
export const BoughtAsItIs: Story = {
  args: { slug: 'photo-prints-10x15', articleId: 10001 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Photo prints 10x15' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('catalogue:product.specifications') }),
    ).toHaveTextContent('10 × 15 cm · 13 × 18 cm');
    await expect(
      canvas.queryByRole('heading', { name: t('catalogue:designs.gallery') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: t('catalogue:designs.startBlank') }),
    ).toBeNull();
  },
};

/** The first request for the product fails: the page says so, and its retry shows the product. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:states.loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:states.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByText(t('catalogue:states.loadError'))).toBeNull();
  },
};

/** No ready-made designs: the page says so and leads to the editor with a blank design. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: scenarios.designs.empty } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('catalogue:designs.empty') }),
    ).toBeVisible();
    // The empty state's own link, after the page's: both open the editor with a blank design.
    const links = canvas.getAllByRole('link', { name: t('catalogue:designs.startBlank') });
    for (const link of links) await expectLinkToRoute(link, 'create', globals);
    await expectFollows(links.at(-1) as HTMLElement);
  },
};

export const NotFound: Story = {
  args: { articleId: 999999 },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};

/** On a phone the gallery fits the screen, and its sort opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const gallery = await canvas.findByRole('list', {
      name: startingWith(t('catalogue:designs.listLabel', { name: '' })),
    });
    await expect(gallery).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('catalogue:designs.sort') }),
    );
  },
};
