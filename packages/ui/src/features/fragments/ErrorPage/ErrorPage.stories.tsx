import { scenarios } from '@shop/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyBrand, storySite } from '../../layouts/shared/storySupport.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import {
  LinkComponentContext,
  type LinkComponentProps,
} from '../../../design-system/provider/LinkComponentContext.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { withBrandCountrySite } from '../../screens/accountStorySupport.tsx';
import {
  countRelatedContentCalls,
  expectLinksToExistingPages,
  relatedContentAnswered,
  resetRelatedContentCalls,
} from '../RelatedContent/relatedContentStorySupport.ts';
import { StoryRelatedContent } from '../RelatedContent/relatedContentReadStorySupport.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { errorPageTitles } from './errorPageVariants.ts';

// Stands in for the storefront's router link: no page load inside the story.
const RouterLink = ({ ref, href, children, onClick, ...props }: LinkComponentProps) => (
  <a
    ref={ref}
    href={href}
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);
const withRouterLink: Decorator = (Story) => (
  <LinkComponentContext.Provider value={RouterLink}>
    <Story />
  </LinkComponentContext.Provider>
);

const related = (
  <Stack space="small">
    <Heading level={2} size="small">
      Popular right now
    </Heading>
    <Stack as="ul" space="xsmall">
      <Link href="/es-es/photo-books">Photo books</Link>
      <Link href="/es-es/calendars">Calendars 2027</Link>
      <Link href="/es-es/mugs">Photo mugs</Link>
    </Stack>
  </Stack>
);

const meta = {
  title: 'Features/Fragments/ErrorPage',
  component: ErrorPage,
  decorators: [withRouterLink],
  args: {
    status: 404,
    homeHref: '/es-es',
    contactHref: '/es-es/contact',
    onLeave: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { relatedContent: related },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors:notFound.heading') }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(errorPageTitles.notFound));
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: t('errors:notFound.contact') }));
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es/contact');
    // Links in the related-content slot leave the error state too.
    await userEvent.click(canvas.getByRole('link', { name: 'Calendars 2027' }));
    await expect(args.onLeave).toHaveBeenLastCalledWith('/es-es/calendars');
  },
};

/**
 * The 404 screen as the storefront renders it: what the shop places there (ERROR_PAGE) from the
 * product API, on the brand's country site; its cards lead to pages that exist and leave the
 * error state.
 */
export const NotFoundWithRelatedContent: Story = {
  decorators: [withBrandCountrySite],
  args: { relatedContent: <StoryRelatedContent placement="ERROR_PAGE" /> },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const related = await canvas.findByRole('region', { name: t('content:related.ERROR_PAGE') });
    // Below the divider, after the way home and the contact link.
    const divider = canvas.getByRole('separator');
    await expect(
      divider.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const hrefs = await expectLinksToExistingPages(related, storyBrand(globals));
    await expect(hrefs).toHaveLength(3);
    // The brand's own country site: the second brand's es-es, the main brand's toolbar site.
    const prefix = storyBrand(globals) === 'second' ? storySite('second').pathPrefix : '/en-ie';
    await expect(hrefs.every((href) => href.startsWith(`${prefix}/`))).toBe(true);
    await userEvent.click(within(related).getAllByRole('link')[1] as HTMLElement);
    await expect(args.onLeave).toHaveBeenLastCalledWith(hrefs[1]);
  },
};

/** The related-content call fails: the 404 screen is whole without it, nothing takes its place. */
export const NotFoundRelatedContentFails: Story = {
  args: { relatedContent: <StoryRelatedContent placement="ERROR_PAGE" /> },
  parameters: {
    msw: { handlers: [...countRelatedContentCalls, ...scenarios.pages.relatedContentFails] },
  },
  beforeEach: resetRelatedContentCalls,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await relatedContentAnswered();
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors:notFound.heading') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('errors:backHome') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('errors:notFound.contact') })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryAllByRole('heading')).toHaveLength(1);
  },
};

/** The shop places nothing on the 404 screen: the screen ends with its divider. */
export const NotFoundNothingPlaced: Story = {
  args: { relatedContent: <StoryRelatedContent placement="ERROR_PAGE" /> },
  parameters: {
    msw: { handlers: [...countRelatedContentCalls, ...scenarios.pages.noRelatedContent] },
  },
  beforeEach: resetRelatedContentCalls,
  play: async ({ canvas }) => {
    await relatedContentAnswered();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const NotFoundKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('errors:backHome') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es');
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('errors:serverError.illustration', { status: 500 }),
      }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(errorPageTitles.other));
    await userEvent.click(canvas.getByRole('button', { name: t('errors:serverError.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: t('errors:backHome') }));
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es');
  },
};

export const BadRequest: Story = {
  args: { status: 400 },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('img', { name: t('errors:serverError.illustration', { status: 400 }) }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: t('errors:serverError.refresh') }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** On a phone: the way home, the contact link and the related links all lead out of the error. */
export const Mobile: Story = {
  args: { relatedContent: related },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors:notFound.heading') }),
    ).toBeVisible();
    const frame = canvasElement.querySelector<HTMLElement>('[data-story-root] > div');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320);
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('link', { name: t('errors:backHome') }));
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es');
    await userEvent.click(canvas.getByRole('link', { name: t('errors:notFound.contact') }));
    await expect(args.onLeave).toHaveBeenLastCalledWith('/es-es/contact');
    await userEvent.click(canvas.getByRole('link', { name: 'Photo mugs' }));
    await expect(args.onLeave).toHaveBeenLastCalledWith('/es-es/mugs');
  },
};

/** A customer whose account may not order, at the checkout: why, and whom to write to. */
export const OrdersNotAllowed: Story = {
  args: { status: 403, refusal: 'orders-not-allowed' },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('errors:refused.orders-not-allowed.heading'),
      }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(t('errors:refused.orders-not-allowed.title')));
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: t('errors:refused.orders-not-allowed.contact') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es/contact');
    await userEvent.click(canvas.getByRole('link', { name: t('errors:backHome') }));
    await expect(args.onLeave).toHaveBeenLastCalledWith('/es-es');
  },
};

export const OrdersNotAllowedMobile: Story = {
  args: { status: 403, refusal: 'orders-not-allowed' },
  decorators: Mobile.decorators,
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('errors:refused.orders-not-allowed.heading'),
      }),
    ).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(
      canvas.getByRole('link', { name: t('errors:refused.orders-not-allowed.contact') }),
    );
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es/contact');
    await userEvent.click(canvas.getByRole('link', { name: t('errors:backHome') }));
    await expect(args.onLeave).toHaveBeenLastCalledWith('/es-es');
  },
};
