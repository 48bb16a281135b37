import {
  cookies,
  hrefOf,
  isRouteOnCountrySite,
  matchRoute,
  type CountrySite,
  type CountrySiteId,
  type Layout,
  type RouteName,
  type SessionCustomer,
} from '@shop/domain';
import {
  accountPermissionsOf,
  type AccountPage,
  type FooterLinkGroup,
  type NavigationItem,
} from '@shop/ui/features/layouts/shared/layoutTypes.ts';
import { BlankLayout } from '@shop/ui/features/layouts/BlankLayout/BlankLayout.tsx';
import { FullPageLayout } from '@shop/ui/features/layouts/FullPageLayout/FullPageLayout.tsx';
import { LightLayout } from '@shop/ui/features/layouts/LightLayout/LightLayout.tsx';
import { MasterAccountsLayout } from '@shop/ui/features/layouts/MasterAccountsLayout/MasterAccountsLayout.tsx';
import { MasterLayout } from '@shop/ui/features/layouts/MasterLayout/MasterLayout.tsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type MasterLayoutProps } from '@shop/ui/features/layouts/MasterLayout/masterLayoutTypes.ts';
import type { ReactNode } from 'react';
import { countrySitesOf, type BrandConfig } from '../brand.ts';

export interface PageFrameProps {
  brandConfig: BrandConfig;
  layout: Layout;
  countrySite: CountrySite;
  customer: SessionCustomer | null;
  cartCount: number;
  /** The current path, to mark the navigation item of the section. */
  path: string;
  /** The route shown, to mark the current page of the account navigation. */
  routeName?: RouteName;
  children: ReactNode;
}

/** The route of each page of the account menu. */
const accountRoutes: Record<AccountPage, RouteName> = {
  home: 'accountsHome',
  profile: 'accountsProfile',
  designs: 'accountsDesigns',
  orders: 'accountsOrders',
  tickets: 'accountsTickets',
  invoices: 'accountsInvoices',
  config: 'accountsConfig',
  commissions: 'accountsCommissions',
  designsAdmin: 'accountsDesignsAdmin',
};

/** The account page of each account route, for the account navigation; an order is on Orders. */
const accountPageOf = {
  ...Object.fromEntries(
    Object.entries(accountRoutes).map(([page, route]) => [route, page as AccountPage]),
  ),
  accountsOrder: 'orders',
  accountsTicket: 'tickets',
} as Partial<Record<RouteName, AccountPage>>;

/** Remembers the choice for `/` and loads the other country site (its language and currency). */
function chooseCountrySite(id: CountrySiteId, brand: BrandConfig['id']) {
  const { name, maxAgeSeconds } = cookies.countrySite;
  document.cookie = `${name}=${id}; path=/; max-age=${maxAgeSeconds}; samesite=lax; secure`;
  window.location.assign(samePageOn(id, brand, window.location));
}

/**
 * The page being read, on another country site (/de-de/cart -> /fr-fr/cart); that site's home
 * when the page does not exist there (e.g. a programme only one country runs).
 */
export function samePageOn(
  id: CountrySiteId,
  brand: BrandConfig['id'],
  location: Pick<Location, 'pathname' | 'search'>,
): string {
  const rest = location.pathname.split('/').slice(2).join('/');
  const path = `/${id}${rest ? `/${rest}` : ''}${location.search}`;
  return matchRoute(path, brand).ok ? path : `/${id}`;
}

async function logOut(countrySite: CountrySite) {
  // Loaded on demand: the auth client is not part of what every page runs.
  const { browserAuthClient } = await import('./authClient.ts');
  const answer = await browserAuthClient().signOut({ callbackUrl: hrefOf(countrySite, 'home') });
  window.location.assign(answer.url);
}

/** The shop's legal pages, CMS pages of the catch-all route, each with its footer label. */
const legalPages = [
  ['privacy', 'nav.privacy'],
  ['terms', 'nav.terms'],
  ['cookies', 'nav.cookies'],
  ['legal-notice', 'nav.legalNotice'],
  ['withdrawal', 'nav.withdrawal'],
] as const;

/** The header's sections and the footer's link groups, the one of the current path marked. */
function shopNavigation(t: TFunction<'shop'>, countrySite: CountrySite, path: string) {
  const item = (label: string, href: string): NavigationItem => ({
    label,
    href,
    current: path.startsWith(href),
  });
  const navigation = [
    item(t('nav.offers'), hrefOf(countrySite, 'offers')),
    item(t('nav.ideas'), hrefOf(countrySite, 'tagsList')),
    item(t('nav.reviews'), hrefOf(countrySite, 'reviews')),
    item(t('nav.help'), hrefOf(countrySite, 'helpCenter')),
  ];
  const footerLinks: FooterLinkGroup[] = [
    {
      heading: t('footer.shop'),
      links: [
        item(t('nav.offers'), hrefOf(countrySite, 'offers')),
        item(t('nav.ideas'), hrefOf(countrySite, 'tagsList')),
      ],
    },
    {
      heading: t('footer.help'),
      links: [
        item(t('nav.help'), hrefOf(countrySite, 'helpCenter')),
        item(t('nav.tracking'), hrefOf(countrySite, 'tracking')),
        item(t('nav.contact'), hrefOf(countrySite, 'contact')),
      ],
    },
    {
      heading: t('footer.company'),
      links: [
        item(t('nav.aboutUs'), hrefOf(countrySite, 'aboutUs')),
        item(t('nav.reviews'), hrefOf(countrySite, 'reviews')),
        item(t('nav.newsletter'), hrefOf(countrySite, 'newsletter')),
      ],
    },
    {
      heading: t('footer.legal'),
      links: legalPages.map(([slug, label]) =>
        item(t(label), hrefOf(countrySite, 'page', { slug })),
      ),
    },
  ];
  return { navigation, footerLinks };
}

/** Wraps a page body in the layout its route asks for, filled with this brand's header and footer. */
export function PageFrame({
  brandConfig,
  layout,
  countrySite,
  customer,
  cartCount,
  path,
  routeName,
  children,
}: PageFrameProps) {
  const { t } = useTranslation('shop');
  const homeHref = hrefOf(countrySite, 'home');
  if (layout === 'blank') return <BlankLayout>{children}</BlankLayout>;
  if (layout === 'light')
    return (
      <LightLayout brand={brandConfig.id} homeHref={homeHref}>
        {children}
      </LightLayout>
    );
  if (layout === 'full-page')
    return (
      <FullPageLayout brand={brandConfig.id} homeHref={homeHref}>
        {children}
      </FullPageLayout>
    );
  const { navigation, footerLinks } = shopNavigation(t, countrySite, path);
  // Belgium has two sites, French and Dutch: each header links to the same page on the other.
  const sameCountrySite = countrySitesOf(brandConfig).find(
    (site) => site.country === countrySite.country && site.id !== countrySite.id,
  );
  const master: MasterLayoutProps = {
    brand: brandConfig.id,
    hrefs: {
      home: homeHref,
      cart: hrefOf(countrySite, 'cart'),
      search: hrefOf(countrySite, 'search'),
      login: hrefOf(countrySite, 'login'),
      accountPage: (page) => hrefOf(countrySite, accountRoutes[page]),
    },
    navigation,
    cartCount,
    account: customer ? { firstName: customer.first_name } : null,
    onLogOut: () => void logOut(countrySite),
    countrySites: countrySitesOf(brandConfig),
    currentCountrySite: countrySite.id,
    onCountrySiteChange: (id: CountrySiteId) => chooseCountrySite(id, brandConfig.id),
    languageSwitch: sameCountrySite
      ? {
          href: samePageOn(sameCountrySite.id, brandConfig.id, { pathname: path, search: '' }),
          language: sameCountrySite.language,
        }
      : undefined,
    footerLinks,
    paymentMethods: countrySite.paymentMethods,
    carriers: countrySite.carriers,
  };
  const accountPage = routeName ? accountPageOf[routeName] : undefined;
  if (layout === 'master-accounts' && customer && accountPage) {
    return (
      <MasterAccountsLayout
        {...master}
        currentAccountPage={accountPage}
        isAccountPageOnSite={(page) => isRouteOnCountrySite(accountRoutes[page], countrySite.id)}
        permissions={accountPermissionsOf(customer)}
      >
        {children}
      </MasterAccountsLayout>
    );
  }
  return <MasterLayout {...master}>{children}</MasterLayout>;
}
