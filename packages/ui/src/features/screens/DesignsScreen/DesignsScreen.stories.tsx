import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

const meta = {
  title: 'Features/Screens/Designs',
  component: DesignsScreen,
  args: { slug: 'hardcover-photo-book-a4', articleId: 1002 },
} satisfies Meta<typeof DesignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List mode LIST_DESIGNS: a gallery of cards, re-sorted. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
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

/** List mode LANDING: the product's featured block, whose links all lead to pages of the shop. */
export const Landing: Story = {
  args: { listMode: 'LANDING' },
  play: async ({ canvas, globals }) => {
    const region = await canvas.findByRole('region', { name: /photo book/i });
    await expect(region).toBeVisible();
    await expectLinksToShopRoutes(region, globals);
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
