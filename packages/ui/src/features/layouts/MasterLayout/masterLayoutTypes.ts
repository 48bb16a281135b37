import type { Carrier, CountrySite, CountrySiteId, PaymentMethod } from '@shop/domain';
import type { Brand } from '../../../design-system/theme/brands.ts';
import type { AccountPage, FooterLinkGroup, NavigationItem } from '../shared/layoutTypes.ts';

/** The logged-in customer as the header shows them. */
export interface HeaderAccount {
  firstName: string;
}

export interface MasterHrefs {
  home: string;
  cart: string;
  /** The search page; the query goes as `?query=`. */
  search: string;
  login: string;
  /** Link of an account page, with the country-site prefix. */
  accountPage: (page: AccountPage) => string;
}

export interface MasterLayoutProps {
  brand: Brand;
  hrefs: MasterHrefs;
  navigation: readonly NavigationItem[];
  cartCount: number;
  /** Null for an anonymous visitor. */
  account: HeaderAccount | null;
  onLogOut: () => void;
  /** Called with a non-empty query; without it the search form submits to the search page. */
  onSearch?: (query: string) => void;
  searchQuery?: string;
  /** The country sites of this brand, for the switcher; hidden when there is only one. */
  countrySites: readonly CountrySite[];
  currentCountrySite: CountrySiteId;
  onCountrySiteChange: (id: CountrySiteId) => void;
  /** The same page on the other language site of this country (Belgium: fr-be and nl-be). */
  languageSwitch?: { href: string; language: string };
  footerLinks: readonly FooterLinkGroup[];
  paymentMethods: readonly PaymentMethod[];
  carriers: readonly Carrier[];
  copyrightYear?: number;
}
