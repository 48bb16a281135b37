import { hrefOf, type CountrySite, type Layout, type RouteName, type SessionCustomer } from '@shop/domain';
import { MasterLayout, useTranslation, type AccountPage, type FooterLinkGroup, type NavigationItem } from '@shop/ui';
import type { ReactNode } from 'react';
import { countrySitesOf, type BrandConfig } from '../brand.ts';
import { browserAuthClient } from './authPages.tsx';

export interface PageFrameProps {
  brandConfig: BrandConfig;
  layout: Layout;
  countrySite: CountrySite;
  customer: SessionCustomer | null;
  cartCount: number;
  /** The current path, to mark the navigation item of the section. */
  path: string;
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

async function logOut(countrySite: CountrySite) {
  const answer = await browserAuthClient().signOut({ callbackUrl: hrefOf(countrySite, 'home') });
  window.location.assign(answer.url);
}

/** Wraps a page body in the layout its route asks for, filled with this brand's header and footer. */
export function PageFrame({ brandConfig, layout, countrySite, customer, cartCount, path, children }: PageFrameProps) {
  const { t } = useTranslation('shop');
  if (layout === 'blank') return <>{children}</>;
  const item = (label: string, href: string): NavigationItem => ({ label, href, current: path.startsWith(href) });
  const navigation = [
    item(t('nav.offers'), hrefOf(countrySite, 'offers')),
    item(t('nav.ideas'), hrefOf(countrySite, 'tagsList')),
    item(t('nav.reviews'), hrefOf(countrySite, 'reviews')),
    item(t('nav.help'), hrefOf(countrySite, 'helpCenter')),
  ];
  const footerLinks: FooterLinkGroup[] = [
    { heading: t('footer.shop'), links: [item(t('nav.offers'), hrefOf(countrySite, 'offers')), item(t('nav.ideas'), hrefOf(countrySite, 'tagsList'))] },
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
  ];
  return (
    <MasterLayout
      brand={brandConfig.brand}
      hrefs={{
        home: hrefOf(countrySite, 'home'),
        cart: hrefOf(countrySite, 'cart'),
        search: hrefOf(countrySite, 'search'),
        login: hrefOf(countrySite, 'login'),
        accountPage: (page) => hrefOf(countrySite, accountRoutes[page]),
      }}
      navigation={navigation}
      cartCount={cartCount}
      account={customer ? { firstName: customer.first_name } : null}
      onLogOut={() => void logOut(countrySite)}
      countrySites={countrySitesOf(brandConfig)}
      currentCountrySite={countrySite.id}
      onCountrySiteChange={(id) => window.location.assign(`/${id}`)}
      footerLinks={footerLinks}
      paymentMethods={countrySite.paymentMethods}
      carriers={countrySite.carriers}
      onNewsletterSubscribe={() => window.location.assign(hrefOf(countrySite, 'newsletter'))}
    >
      {children}
    </MasterLayout>
  );
}
