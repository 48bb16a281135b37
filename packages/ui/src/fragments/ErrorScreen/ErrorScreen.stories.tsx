import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Heading } from '../../primitives/Heading/Heading.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import {
  LinkComponentContext,
  type LinkComponentProps,
} from '../../provider/LinkComponentContext.tsx';
import { storyMessages } from '../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../testing/storyScreenshot.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { errorScreenTitles } from './errorScreenVariants.ts';

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
  title: 'Fragments/ErrorScreen',
  component: ErrorScreen,
  decorators: [withRouterLink],
  args: {
    status: 404,
    homeHref: '/es-es',
    contactHref: '/es-es/contact',
    onLeave: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { relatedContent: related },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors:notFound.heading') }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(errorScreenTitles.notFound));
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Contact us' }));
    await expect(args.onLeave).toHaveBeenCalledWith('/es-es/contact');
    // Links in the related-content slot leave the error state too.
    await userEvent.click(canvas.getByRole('link', { name: 'Calendars 2027' }));
    await expect(args.onLeave).toHaveBeenLastCalledWith('/es-es/calendars');
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
      canvas.getByRole('heading', { level: 1, name: 'Error 500: something went wrong' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(errorScreenTitles.other));
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
      canvas.getByRole('img', { name: 'Error 400: something went wrong' }),
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
      canvas.getByRole('heading', { level: 1, name: 'Ordering is not enabled for your account' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Ordering is not enabled for your account'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Write to us' })).toHaveFocus();
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
