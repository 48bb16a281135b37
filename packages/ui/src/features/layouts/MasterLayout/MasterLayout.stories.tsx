import { demoAccounts, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { countrySitesOfBrand } from '@shop/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountPagePaths } from '../shared/layoutTypes.ts';
import {
  navigate,
  pageFrame,
  phoneFrame,
  SamplePage,
  storyBrand,
  storySite,
  withRouterLink,
} from '../shared/storySupport.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { MasterLayout } from './MasterLayout.tsx';

const site = storySite('main');

const meta = {
  title: 'Features/Layouts/Master',
  component: MasterLayout,
  decorators: [pageFrame, withRouterLink],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'main',
    hrefs: {
      home: '/es-es',
      cart: '/es-es/cart',
      search: '/es-es/search',
      login: '/es-es/login',
      accountPage: (page) => `/es-es${accountPagePaths[page]}`,
    },
    navigation: [
      { label: 'Photo books', href: '/es-es/photo-books' },
      { label: 'Calendars', href: '/es-es/calendars' },
      { label: 'Gifts', href: '/es-es/gifts' },
      { label: 'Offers', href: '/es-es/offers', current: true },
      { label: 'Help centre', href: '/es-es/help-center' },
    ],
    cartCount: 3,
    account: { firstName: 'Lucía' },
    onLogOut: fn(),
    onSearch: fn(),
    countrySites: countrySitesOfBrand('main'),
    currentCountrySite: 'es-es',
    onCountrySiteChange: fn(),
    footerLinks: [
      {
        heading: 'Shop',
        links: [
          { label: 'About us', href: '/es-es/about-us' },
          { label: 'Reviews', href: '/es-es/reviews' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'Help centre', href: '/es-es/help-center' },
          { label: 'Track an order', href: '/es-es/tracking' },
          { label: 'Contact', href: '/es-es/contact' },
        ],
      },
    ],
    paymentMethods: site.paymentMethods,
    carriers: site.carriers,
    copyrightYear: 2026,
    children: null,
  },
  render: (args, { globals }) => {
    const brand = storyBrand(globals);
    return (
      <MasterLayout {...args} brand={brand} countrySites={countrySitesOfBrand(brand)}>
        <SamplePage brand={brand} />
      </MasterLayout>
    );
  },
} satisfies Meta<typeof MasterLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('layout:primaryNavigation') });
    await expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: t('layout:cart', { count: 3 }) })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Calendars' }));
    await expect(navigate).toHaveBeenCalledWith('/es-es/calendars');
  },
};

/** The skip link is the first stop of the keyboard and moves focus to the page body. */
export const SkipToContent: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('layout:skipToContent') });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Search: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const search = within(canvas.getByRole('search'));
    await userEvent.type(
      search.getByRole('searchbox', { name: t('layout:search.label') }),
      'photo book{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('photo book');
  },
};

export const AccountMenu: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: new RegExp(t('layout:account.menu')) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: t('layout:account.pages.orders') }),
    ).toHaveAttribute('href', '/es-es/accounts/orders');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

export const Anonymous: Story = {
  args: { account: null, cartCount: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('link', { name: t('layout:account.logIn') })).toHaveAttribute(
      'href',
      '/es-es/login',
    );
    await expect(canvas.getByRole('link', { name: t('layout:cart', { count: 0 }) })).toBeVisible();
  },
};

export const CountrySiteSwitch: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    // The second brand has a single country site, so it shows no switcher.
    if (storyBrand(globals) === 'second') {
      await expect(
        canvas.queryByRole('combobox', { name: t('layout:countrySite.label') }),
      ).toBeNull();
      return;
    }
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('layout:countrySite.label') }),
      'pl-pl',
    );
    await expect(args.onCountrySiteChange).toHaveBeenCalledWith('pl-pl');
  },
};

/** The footer's sign-up answers in place: the page stays, the result is announced. */
export const NewsletterSignUp: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const footer = within(canvas.getByRole('contentinfo'));
    await userEvent.type(
      footer.getByRole('textbox', { name: t('layout:newsletter.email') }),
      'new.reader@example.com',
    );
    await userEvent.click(
      footer.getByRole('checkbox', { name: new RegExp(t('layout:newsletter.consent')) }),
    );
    await userEvent.click(footer.getByRole('button', { name: t('layout:newsletter.subscribe') }));
    await expect(await footer.findByRole('status')).toHaveTextContent(
      t('layout:newsletter.subscribed', { email: 'new.reader@example.com' }),
    );
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** The demo customer reads the newsletter already: said so in place. */
export const NewsletterAlreadySubscribed: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const footer = within(canvas.getByRole('contentinfo'));
    await userEvent.type(
      footer.getByRole('textbox', { name: t('layout:newsletter.email') }),
      demoAccounts.customer,
    );
    await userEvent.click(
      footer.getByRole('checkbox', { name: new RegExp(t('layout:newsletter.consent')) }),
    );
    await userEvent.click(footer.getByRole('button', { name: t('layout:newsletter.subscribe') }));
    await expect(await footer.findByRole('status')).toHaveTextContent(
      t('layout:newsletter.alreadySubscribed', { email: demoAccounts.customer }),
    );
  },
};

/** The spec's e-mail rule and the consent are checked before anything is sent. */
export const NewsletterInvalid: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const footer = within(canvas.getByRole('contentinfo'));
    const email = footer.getByRole('textbox', { name: t('layout:newsletter.email') });
    await userEvent.type(email, 'ana@example');
    await userEvent.click(footer.getByRole('button', { name: t('layout:newsletter.subscribe') }));
    await expect(email).toHaveAccessibleDescription(t('forms:errors.email'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(
      footer.getByRole('checkbox', { name: new RegExp(t('layout:newsletter.consent')) }),
    ).toHaveAccessibleDescription(t('forms:errors.accept'));
    await expect(footer.queryByRole('status')).toBeNull();
  },
};

/**
 * The product API fails once: its reason is announced and the typed address stays; subscribing
 * again asks the API again and goes through.
 */
export const NewsletterServerError: Story = {
  parameters: { msw: { handlers: scenarios.newsletter.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const footer = within(canvas.getByRole('contentinfo'));
    const email = footer.getByRole('textbox', { name: t('layout:newsletter.email') });
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(
      footer.getByRole('checkbox', { name: new RegExp(t('layout:newsletter.consent')) }),
    );
    const subscribe = footer.getByRole('button', { name: t('layout:newsletter.subscribe') });
    await userEvent.click(subscribe);
    await waitFor(() =>
      expect(footer.getByRole('alert')).toHaveTextContent(
        t('layout:newsletter.failed', { reason: t('errors:api.serverError') }),
      ),
    );
    await expect(email).toHaveValue('ana@example.com');
    await screenshotStoryHere();
    await userEvent.click(subscribe);
    await waitFor(() =>
      expect(footer.getByRole('status')).toHaveTextContent(
        t('layout:newsletter.subscribed', { email: 'ana@example.com' }),
      ),
    );
    await expect(footer.queryByRole('alert')).toBeNull();
  },
};

/** A phone: the navigation, search and country switcher move into a drawer behind the menu button. */
export const Mobile: Story = {
  decorators: [phoneFrame],
  render: (args, { globals }) => {
    const brand = storyBrand(globals);
    return (
      <MasterLayout {...args} brand={brand} countrySites={countrySitesOfBrand(brand)}>
        <SamplePage brand={brand} compact />
      </MasterLayout>
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.queryByRole('navigation', { name: t('layout:primaryNavigation') }),
    ).toBeNull();
    const menu = canvas.getByRole('button', { name: t('layout:openMenu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await screenshotStoryHere();
    // The menu opens with the navigation, search and country switcher, and closes again.
    await userEvent.click(menu);
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: t('layout:menuTitle') });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(drawer).getByRole('navigation', { name: t('layout:primaryNavigation') }),
    ).toBeVisible();
    await expect(
      within(drawer).getByRole('searchbox', { name: t('layout:search.label') }),
    ).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: t('overlays:closeDrawer') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

/** A visitor on a phone: the log-in link shows only its icon and keeps its name for screen readers. */
export const MobileAnonymous: Story = {
  ...Mobile,
  args: { account: null, cartCount: 0 },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const logIn = canvas.getByRole('link', { name: t('layout:account.logIn') });
    await expect(logIn).toBeVisible();
    await expect(canvas.queryByText(t('layout:account.logIn'))).not.toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(logIn);
    await expect(navigate).toHaveBeenCalledWith('/es-es/login');
    // The menu opens and Escape closes it.
    const menu = canvas.getByRole('button', { name: t('layout:openMenu') });
    await userEvent.click(menu);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: t('layout:menuTitle') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();
  },
};

export const MobileMenuOpen: Story = {
  ...Mobile,
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('layout:openMenu') }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('layout:menuTitle'),
    });
    const nav = within(drawer).getByRole('navigation', { name: t('layout:primaryNavigation') });
    await userEvent.click(within(nav).getByRole('link', { name: 'Gifts' }));
    await expect(navigate).toHaveBeenCalledWith('/es-es/gifts');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: t('layout:openMenu') })).toHaveFocus();
  },
};

export const MobileMenuKeyboard: Story = {
  ...Mobile,
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t('layout:openMenu') }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('layout:menuTitle'),
    });
    await expect(
      within(drawer).getByRole('searchbox', { name: t('layout:search.label') }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('layout:openMenu') })).toHaveFocus(),
    );
  },
};
