import type { Meta, StoryObj } from '@storybook/react-vite';
import { countrySitesOfBrand } from '@shop/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table, type TableColumn } from '../../../design-system/primitives/Table/Table.tsx';
import { accountPagePaths, foticosAccountPages } from '../shared/layoutTypes.ts';
import {
  navigate,
  pageFrame,
  phoneFrame,
  storyBrand,
  storySite,
  withRouterLink,
} from '../shared/storySupport.tsx';
import { MasterAccountsLayout } from './MasterAccountsLayout.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

interface OrderRow {
  id: string;
  placedOn: string;
  status: string;
}
const orders: OrderRow[] = [
  { id: 'WPX-10577', placedOn: '2026-11-08', status: 'Shipped' },
  { id: 'WPX-10482', placedOn: '2026-10-02', status: 'Delivered' },
];
const columns: TableColumn<OrderRow>[] = [
  { key: 'id', header: 'Order', cell: (row) => row.id, sortValue: (row) => row.id },
  {
    key: 'placedOn',
    header: 'Placed on',
    cell: (row) => row.placedOn,
    sortValue: (row) => row.placedOn,
  },
  { key: 'status', header: 'Status', cell: (row) => row.status },
];

const ordersPage = (
  <Stack space="medium">
    <Heading level={1}>Orders</Heading>
    <Table caption="Your orders" columns={columns} rows={orders} rowKey={(row) => row.id} />
  </Stack>
);

const site = storySite('main');
const customer = {
  isFoticos: false,
  canSeeOrders: true,
  canSeeTickets: true,
  canSeeInvoices: true,
};

const meta = {
  title: 'Features/Layouts/MasterAccounts',
  component: MasterAccountsLayout,
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
    ],
    cartCount: 1,
    account: { firstName: 'Lucía' },
    onLogOut: fn(),
    countrySites: countrySitesOfBrand('main'),
    currentCountrySite: 'es-es',
    onCountrySiteChange: fn(),
    footerLinks: [
      { heading: 'Help', links: [{ label: 'Help centre', href: '/es-es/help-center' }] },
    ],
    paymentMethods: site.paymentMethods,
    carriers: site.carriers,
    copyrightYear: 2026,
    permissions: customer,
    currentAccountPage: 'orders',
    children: ordersPage,
  },
  render: (args, { globals }) => {
    const brand = storyBrand(globals);
    return (
      <MasterAccountsLayout {...args} brand={brand} countrySites={countrySitesOfBrand(brand)} />
    );
  },
} satisfies Meta<typeof MasterAccountsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('layout:account.navigation') }));
    await expect(nav.getByRole('link', { name: t('layout:account.pages.orders') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      nav.queryByRole('link', { name: t('layout:account.pages.commissions') }),
    ).toBeNull();
    await expect(nav.queryByRole('link', { name: t('layout:account.pages.invoices') })).toBeNull();
    await userEvent.click(nav.getByRole('link', { name: t('layout:account.pages.profile') }));
    await expect(navigate).toHaveBeenCalledWith('/es-es/accounts/profile');
  },
};

/** A foticos account also sees config, invoices, commissions and designs admin. */
export const FoticosAccount: Story = {
  args: { permissions: { ...customer, isFoticos: true } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('layout:account.navigation') }));
    const foticos = within(nav.getByRole('list', { name: t('layout:account.foticos') }));
    await expect(foticos.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Invoices',
      t('layout:account.pages.config'),
      'Commissions',
      t('layout:account.pages.designsAdmin'),
    ]);
    await expect(
      foticos.getByRole('link', { name: t('layout:account.pages.designsAdmin') }),
    ).toHaveAttribute('href', '/es-es/accounts/designs/admin');
  },
};

export const WithoutOrdersAndTickets: Story = {
  args: {
    permissions: { ...customer, canSeeOrders: false, canSeeTickets: false },
    currentAccountPage: 'home',
    children: <Heading level={1}>Overview</Heading>,
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('layout:account.navigation') }));
    await expect(nav.queryByRole('link', { name: t('layout:account.pages.orders') })).toBeNull();
    await expect(nav.queryByRole('link', { name: t('layout:account.pages.tickets') })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('layout:account.navigation') }));
    nav.getByRole('link', { name: t('layout:account.pages.home') }).focus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: t('layout:account.pages.profile') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/es-es/accounts/profile');
  },
};

/** On a phone the pages sit behind a menu button that names the current page. */
export const Mobile: Story = {
  decorators: [phoneFrame],
  args: { permissions: { ...customer, isFoticos: true } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('layout:openMenu') })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: t('layout:account.navigation') }));
    const toggle = nav.getByRole('button', { name: new RegExp(t('account:navigation.menu')) });
    await expect(toggle).toHaveTextContent(t('layout:account.pages.orders'));
    await expect(nav.queryByRole('link', { name: t('layout:account.pages.profile') })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: t('layout:account.pages.orders') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      nav.getByRole('link', { name: t('layout:account.pages.commissions') }),
    ).toBeVisible();
  },
};

/** The foticos pages exist on the es-es site only: a foticos account elsewhere is not sent to a 404. */
export const FoticosOnAnotherSite: Story = {
  args: {
    permissions: { ...customer, isFoticos: true },
    isAccountPageOnSite: (page) => !(foticosAccountPages as readonly string[]).includes(page),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('layout:account.navigation') }));
    await expect(nav.queryByRole('list', { name: t('layout:account.foticos') })).toBeNull();
    await expect(
      nav.queryByRole('link', { name: t('layout:account.pages.commissions') }),
    ).toBeNull();
    await expect(nav.getByRole('link', { name: t('layout:account.pages.orders') })).toBeVisible();
  },
};
