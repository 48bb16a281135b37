import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HelpCenterScreen } from './HelpCenterScreen.tsx';
import { withRouterLink } from '../../layouts/shared/storySupport.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectFollows,
  expectLinkToRoute,
  expectLoading,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/** The storefront keeps the search in the URL; here a state stands in for it. */
function HelpCenterPage({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (query: string) => void;
}) {
  const [query, setQuery] = useState(initial);
  return (
    <HelpCenterScreen
      query={query}
      onSearch={(next) => {
        onSearch(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Screens/HelpCenter',
  component: HelpCenterScreen,
  args: { query: '', onSearch: fn() },
  render: (args) => <HelpCenterPage initial={args.query} onSearch={args.onSearch} />,
} satisfies Meta<typeof HelpCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The featured topics by subject, then a search that finds the tracking topic. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('help:home.title') }),
    ).toBeVisible();
    const mostAsked = await canvas.findByRole('list', { name: t('help:home.mostAsked') });
    await expect(within(mostAsked).getAllByRole('link')).toHaveLength(4);
    // The subjects 3, 5 and 7 each feature their own list of the spec.
    const beforePurchase = canvas.getByRole('list', { name: 'Before your purchase' });
    await expect(within(beforePurchase).getAllByRole('link')[0]).toHaveAccessibleName(
      'How does the editor work?',
    );
    await expect(
      canvas.getByRole('link', {
        name: t('help:home.seeCategory', { name: 'Orders received' }),
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/help-center\/category\/7$/),
    );
    for (const channel of [
      'helpCenter',
      'formContact',
      'formContactRequestBudget',
      'chat',
    ] as const)
      await expect(
        canvas.getByRole('heading', {
          level: 3,
          name: t(`general:enums.contactChannels.${channel}`),
        }),
      ).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: t('help:search.label') }), 'parcel');
    await userEvent.click(canvas.getByRole('button', { name: t('help:search.submit') }));
    await expect(args.onSearch).toHaveBeenCalledWith('parcel');
    const results = await canvas.findByRole('list', {
      name: t('help:search.results', { query: 'parcel' }),
    });
    await waitFor(() =>
      expect(
        within(results).getByRole('link', { name: 'How do I track my parcel?' }),
      ).toHaveAttribute(
        'href',
        expect.stringMatching(
          /^\/[a-z]{2}-[a-z]{2}\/help-center\/topic\/how-do-i-track-my-parcel_33$/,
        ),
      ),
    );
  },
};

/** A search without results says so and keeps the subjects to browse. */
export const NoResults: Story = {
  args: { query: 'teleport' },
  parameters: { msw: { handlers: scenarios.helpCenter.noSearchResults } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        name: t('help:search.noResults', { query: 'teleport' }),
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: t('help:home.mostAsked') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('help:search.label') })).toHaveValue(
      'teleport',
    );
  },
};

/** No help topics yet: the page says so, and the ways to reach us still lead to the contact page. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: scenarios.helpCenter.empty } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('help:home.empty') })).toBeVisible();
    await expect(canvas.getByText(t('help:home.emptyHint'))).toBeVisible();
    const write = canvas.getByRole('link', { name: t('help:contact.open.formContact') });
    await expectLinkToRoute(write, 'contact', globals);
    await expectFollows(write);
  },
};

/** While the help centre loads, its place is marked busy and announced; then the topics replace it. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const busy = busyAround(canvas.getByText(t('help:loading')));
    await expectLoading(busy, t('help:loading'));
    // Nothing of the answer yet; it may come at any time after, even while the screenshot is taken.
    await expect(canvas.queryByRole('list', { name: t('help:home.mostAsked') })).toBeNull();
    await screenshotStoryHere();
    await expect(
      await canvas.findByRole('list', { name: t('help:home.mostAsked') }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(busy).not.toBeInTheDocument();
  },
};

/** The first request fails: the contact channels still lead somewhere, and the retry asks again and shows the topics. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('help:loadError'))).toBeVisible();
    const quote = canvas.getByRole('link', {
      name: t('help:contact.open.formContactRequestBudget'),
    });
    await expectLinkToRoute(quote, 'contact', globals);
    await expect(quote).toHaveAttribute(
      'href',
      expect.stringMatching(/\?channel=formContactRequestBudget$/),
    );
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('help:retry') }));
    const mostAsked = await canvas.findByRole('list', { name: t('help:home.mostAsked') });
    await expect(within(mostAsked).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByText(t('help:loadError'))).toBeNull();
  },
};

/** Many results: a broad search lists every topic whose answer names the carrier. */
export const ManyResults: Story = {
  args: { query: 'carrier' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const results = await canvas.findByRole('list', {
      name: t('help:search.results', { query: 'carrier' }),
    });
    await waitFor(() => expect(within(results).getAllByRole('link').length).toBeGreaterThan(8));
  },
};

/** A Polish phone: the help centre in Polish, its topics from the Polish help, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('help:home.title') }),
    ).toBeVisible();
    const mostAsked = await canvas.findByRole('list', { name: t('help:home.mostAsked') });
    for (const link of within(mostAsked).getAllByRole('link'))
      await expectLinkToRoute(link, 'helpCenterTopic', globals);
    await expectFitsPhoneWidth(canvasElement);
  },
};
