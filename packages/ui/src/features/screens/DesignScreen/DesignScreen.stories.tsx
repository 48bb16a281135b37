import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { structuredDataOfType } from '../../fragments/StructuredData/readStructuredData.ts';
import { dismissNotification, findNotification } from '../../../testing/toastChecks.ts';
import { DesignScreen } from './DesignScreen.tsx';
import {
  expectFitsPhoneWidth,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
} from '../screenStorySupport.ts';
import { storyMessages, escapeRegExp } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/**
 * The notice that the design is in the cart, whatever the cart then holds: the message's text
 * before the count (unanchored: the live region says its label first).
 */
function addedToCart(t: ReturnType<typeof storyMessages>): RegExp {
  const count = 90817;
  const text = t('catalogue:design.added', { count });
  return new RegExp(escapeRegExp(text.slice(0, text.indexOf(String(count)))));
}

/** Stands in for the header's cart badge: it reads the same ['cart'] query. */
function CartBadge() {
  const client = useApiClient();
  const cart = useQuery({ queryKey: ['cart'], queryFn: () => client.call('cart.get') });
  return <p data-testid="cart-badge">Cart: {cart.data?.cart.item_count ?? '…'}</p>;
}

const meta = {
  title: 'Features/Screens/Design',
  component: DesignScreen,
  args: { slug: 'summer-memories', designId: 'd-1001-1', origin: 'https://shop.example' },
  render: (args) => (
    <>
      <CartBadge />
      <DesignScreen {...args} />
    </>
  ),
} satisfies Meta<typeof DesignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add to cart: the line is added and the cart query refreshes (the header badge). */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Summer memories/ }),
    ).toBeVisible();
    // Search engines read the design as a product with its offer in the site's currency.
    await waitFor(() =>
      expect(structuredDataOfType(canvasElement, 'Product')).toMatchObject({
        name: expect.stringMatching(/^Summer memories/),
        offers: {
          '@type': 'Offer',
          price: expect.stringMatching(/^\d+\.\d{2}$/),
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example/en-ie/design/summer-memories/d-1001-1',
        },
      }),
    );
    await expect(
      structuredDataOfType(canvasElement, 'BreadcrumbList').itemListElement,
    ).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: t('catalogue:design.customise') }),
    ).toHaveAttribute('href', '/en-ie/create/1001?design=d-1001-1');
    await expect(await canvas.findByText('Cart: 0')).toBeVisible();
    const add = await canvas.findByRole('button', { name: t('catalogue:design.addToCart') });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    // The page stays; a notification, announced to screen readers, says so and links the cart.
    const notification = await findNotification(addedToCart(t));
    await expect(
      within(notification).getByRole('link', { name: t('catalogue:design.goToCart') }),
    ).toHaveAttribute('href', '/en-ie/cart');
    await expect(await canvas.findByText(/Cart: [1-9]/)).toBeVisible();
    await dismissNotification(notification);
  },
};

/** The first request for the design fails: the page says so, and its retry asks again and shows it. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.designs.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:states.loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:states.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: t('catalogue:design.addToCart') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('catalogue:states.loadError'))).toBeNull();
  },
};

/** The cart refuses the line: the page says so and stays. */
export const AddToCartError: Story = {
  parameters: { msw: { handlers: scenarios.cart.serverError } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const add = await canvas.findByRole('button', { name: t('catalogue:design.addToCart') });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await canvas.findByText(t('catalogue:design.addError'))).toBeVisible();
  },
};

/** Unknown or unpublished designs: the 404 screen (`DesignScreen.isNotFound` for the status). */
export const NotFound: Story = {
  args: { designId: 'no-such-design' },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};

/** A Polish phone: the design in Polish with its price in złoty, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('button', { name: t('catalogue:design.addToCart') }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/zł/).length).toBeGreaterThan(0));
    await expectFitsPhoneWidth(canvasElement);
  },
};

/**
 * On a phone the notification comes in at the top of the window: "Add to cart" stays uncovered
 * and can be used again while it shows.
 */
export const AddedToCartOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const add = await canvas.findByRole('button', { name: t('catalogue:design.addToCart') });
    await waitFor(() => expect(add).toBeEnabled());
    add.scrollIntoView({ block: 'end' });
    await userEvent.click(add);
    const notification = await findNotification(addedToCart(t));
    const shown = notification.getBoundingClientRect();
    const button = add.getBoundingClientRect();
    await expect(shown.bottom <= button.top || shown.top >= button.bottom).toBe(true);
    await expect(
      add.contains(
        document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2),
      ),
    ).toBe(true);
    await dismissNotification(notification);
  },
};
