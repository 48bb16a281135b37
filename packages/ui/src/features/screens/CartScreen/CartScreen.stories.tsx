import { handlers, ownDesignInCartId, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Cart } from '@shop/domain';
import { recalculateCart } from '../../data/cartQueries.ts';
import {
  countRelatedContentCalls,
  expectLinksToExistingPages,
  relatedContentAnswered,
  resetRelatedContentCalls,
} from '../../fragments/RelatedContent/relatedContentStorySupport.ts';
import { CartScreen } from './CartScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLinkToRoute,
  expectLoading,
} from '../screenStorySupport.ts';
import { storyMessages, escapeRegExp } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const meta = {
  title: 'Features/Screens/Cart',
  component: CartScreen,
  args: { checkoutHref: '/en-ie/checkout', onCartViewed: fn() },
  parameters: { msw: { handlers: scenarios.cart.filled } },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scenario's cart with its lines reshaped on the way to the screen (fewer lines, longer names). */
function reshapedCart(
  scenario: HttpHandler[],
  reshape: (lines: Cart['lines']) => Cart['lines'],
): HttpHandler[] {
  return [
    ...scenario,
    http.get('*/cart', async ({ request }) => {
      const response = await getResponse([...scenario, ...handlers], request.clone());
      if (!response?.ok) return response;
      const body = (await response.json()) as { cart: Cart };
      return HttpResponse.json({ cart: recalculateCart(body.cart, reshape(body.cart.lines)) });
    }),
  ];
}

type Messages = ReturnType<typeof storyMessages>;
const name = '\u0000';
const count = 90817;
/** A message whose name (any text) and count (any number) are not known to the story. */
const withAny = (text: string): RegExp =>
  new RegExp(
    text
      .split(name)
      .map((part) => part.split(String(count)).map(escapeRegExp).join('\\d+'))
      .join('.+'),
  );
/** A line's "one more" button, whatever the article is called. */
const oneMore = (t: Messages) =>
  new RegExp(`^${withAny(t('cart:line.increase', { name })).source}$`);
/** The announcement of a line's new quantity. */
const quantityChanged = (t: Messages) => withAny(t('cart:announce.quantity', { name, count }));
/** A line's quantity as it reads (its label is for screen readers). */
const quantityShown = (t: Messages) =>
  new RegExp(`^${escapeRegExp(t('cart:line.quantityLabel'))}: \\d+$`);

/** Three lines; one more of the first line by keyboard, announced to screen readers. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const lines = await canvas.findAllByRole('article');
    await expect(lines).toHaveLength(3);
    await waitFor(() => expect(args.onCartViewed).toHaveBeenCalledTimes(1));
    const viewed = (args.onCartViewed as ReturnType<typeof fn>).mock.calls[0]?.[0] as Record<
      string,
      unknown
    >[];
    await expect(viewed).toHaveLength(3);
    await expect(Object.keys(viewed[0] ?? {}).sort()).toEqual([
      'article_id',
      'article_name',
      'article_name_plural',
      'cart_id',
      'promotion_code',
      'pvp',
      'quantity',
      'url_preview',
    ]);

    const first = within(lines[0] as HTMLElement);
    const more = first
      .getAllByRole('button')
      .find((button) => oneMore(t).test(button.getAttribute('aria-label') ?? ''));
    if (!more) throw new Error('No "one more" button');
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(quantityChanged(t)));
    await expect(canvas.getByRole('link', { name: t('cart:checkout') })).toHaveAttribute(
      'href',
      '/en-ie/checkout',
    );
  },
};

/**
 * The visitor's own design in the cart: its line shows the preview the constructor rendered and
 * leads back into the editor on that design.
 */
export const OwnDesign: Story = {
  parameters: { msw: { handlers: scenarios.cart.ownDesign } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const [line] = await canvas.findAllByRole('article');
    if (!line) throw new Error('No cart line');
    const name = line.getAttribute('aria-label') ?? '';
    const preview = within(line).getByRole<HTMLImageElement>('img', {
      name: t('cart:line.preview', { name }),
    });
    await expect(preview.getAttribute('src')).toContain('/mock-uploads/');
    await waitFor(() => expect(preview.complete && preview.naturalWidth > 0).toBe(true));
    const edit = within(line).getByRole('link', { name: t('cart:line.editDesignOf', { name }) });
    await expect(edit).toHaveTextContent(t('cart:line.editDesign'));
    await expect(edit).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/create/1001\\?design=${ownDesignInCartId}$`)),
    );
  },
};

/** The empty cart: what the shop places there (CART), its links to pages that exist, then favourites. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.cart.empty } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('cart:empty.title') })).toBeVisible();
    const related = await canvas.findByRole('region', { name: t('content:related.CART') });
    await expect(within(related).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    // The storybook site is the main brand's (en-ie), whichever theme the story wears.
    await expectLinksToExistingPages(related, 'main');
    const suggestions = await canvas.findByRole('region', { name: t('cart:empty.suggestions') });
    await waitFor(() => expect(suggestions.querySelectorAll('article')).toHaveLength(4));
  },
};

/** The empty cart when the related-content call fails: the way to the offers and favourites stay. */
export const EmptyRelatedContentFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...countRelatedContentCalls,
        ...scenarios.cart.empty,
        ...scenarios.pages.relatedContentFails,
      ],
    },
  },
  beforeEach: resetRelatedContentCalls,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('cart:empty.title') })).toBeVisible();
    const suggestions = await canvas.findByRole('region', { name: t('cart:empty.suggestions') });
    await waitFor(() => expect(suggestions.querySelectorAll('article')).toHaveLength(4));
    await relatedContentAnswered();
    await expect(canvas.queryByRole('region', { name: t('content:related.CART') })).toBeNull();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('cart:empty.browse') }),
      'offers',
      globals,
    );
  },
};

/** Lines with long article names: names wrap, prices and totals stay aligned. */
export const LongContent: Story = {
  parameters: {
    msw: {
      handlers: reshapedCart(scenarios.cart.long, (lines) =>
        // Five lines keep the page within the screenshot's viewport.
        lines.slice(0, 5).map((line, index) =>
          index % 2 === 0
            ? {
                ...line,
                article_name: `${line.article_name} with lay-flat premium pages and a personalised linen cover`,
                article_name_plural: `${line.article_name_plural} with lay-flat premium pages and personalised linen covers`,
              }
            : line,
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await canvas.findAllByRole('article')).toHaveLength(5));
    await expect(canvas.getAllByText(/personalised linen cover/).length).toBeGreaterThan(0);
  },
};

/** The first request fails: the cart says so, and its retry asks again and shows the lines. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.cart.failsOnce,
        ...reshapedCart(scenarios.cart.filled, (lines) => lines.slice(0, 2)),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('cart:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('cart:retry') }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByText(t('cart:loadError'))).toBeNull();
  },
};

/** A code that does not apply (API notice 5004): the field says why and keeps focus. */
export const PromotionCodeInvalid: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const field = await canvas.findByRole('textbox', { name: t('cart:promotion.label') });
    await userEvent.click(field);
    await userEvent.keyboard('NOTACODE{Enter}');
    await expect(await canvas.findByText(t('cart:promotion.invalid'))).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('NOTACODE');
  },
};

/** The API refuses a quantity change: the line goes back to what it was and the page says so. */
export const QuantityChangeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/cart/lines/:lineId', () =>
          HttpResponse.json(
            { error: { error_code: 5000, message: 'The product API failed' } },
            { status: 500 },
          ),
        ),
        ...scenarios.cart.filled,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const lines = await canvas.findAllByRole('article');
    const first = within(lines[0] as HTMLElement);
    const before = first.getByText(
      (_, element) =>
        element?.tagName === 'SPAN' && quantityShown(t).test(element.textContent ?? ''),
    ).textContent;
    const more = first
      .getAllByRole('button')
      .find((button) => oneMore(t).test(button.getAttribute('aria-label') ?? ''));
    if (!more) throw new Error('No "one more" button');
    await userEvent.click(more);
    await expect(await canvas.findByText(t('cart:updateError'))).toBeVisible();
    await waitFor(() =>
      expect(
        first.getByText(
          (_, element) =>
            element?.tagName === 'SPAN' && quantityShown(t).test(element.textContent ?? ''),
        ).textContent,
      ).toBe(before),
    );
  },
};

/** A phone (320 px): one line above the summary; the story keeps one line so the page fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    msw: { handlers: reshapedCart(scenarios.cart.filled, (lines) => lines.slice(0, 1)) },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findAllByRole('article')).toHaveLength(1);
    const checkout = canvas.getByRole('link', { name: t('cart:checkout') });
    await expect(checkout).toBeVisible();
    await expectLinkToRoute(checkout, 'checkout', globals);
    await expectFitsPhoneWidth(canvasElement);
  },
};

/** While the cart loads, its place is marked busy and announced; no line and no error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.cart.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(busyAround(canvas.getByText(t('cart:loading'))), t('cart:loading'));
    // Nothing of the answer yet; it may come at any time after, even while the screenshot is taken.
    await expect(canvas.queryByRole('article')).toBeNull();
    await screenshotStoryHere();
    await expect(canvas.queryByText(t('cart:loadError'))).toBeNull();
  },
};
