import {
  sessionCustomerSchema,
  type Address,
  type Cart,
  type Carrier,
  type CountrySite,
  type Customer,
  type Article,
  type ArticleSummary,
  type DeliveryAddressKind,
  type DesignSummary,
  type Image,
  type PaymentMethodOption,
  type Pickpoint,
  type ShipmentOption,
  type Tracking,
} from '@shop/domain';
import { db, emptyCheckout, type CartLineRecord, type SessionRecord } from './db.ts';
import { buildAsset, type AssetRef } from './fixtures/assets.ts';
import { demoAccounts } from './fixtures/customers.ts';
import { customerDesignCount, secondBrandDesignCount } from './fixtures/designs.ts';
import { buildProductTemplate, buildTemplatePage } from './fixtures/productTemplates.ts';
import { buildSeed } from './fixtures/seed.ts';
import { presentArticle, presentArticleSummary } from './present/catalogue.ts';
import { presentCustomer } from './present/customers.ts';
import { presentDesignSummary } from './present/designs.ts';
import { presentImage } from './present/images.ts';
import { countrySiteFor, currencyFor } from './present/money.ts';
import { seedCartLines } from './scenarios/cart.ts';
import { findArticle, presentCart } from './store/cart.ts';
import { presentTracking } from './store/orders.ts';
import { paymentMethodOptionsFor } from './store/payments.ts';
import { findPickpoints } from './store/pickpoints.ts';
import { shipmentOptionsFor } from './store/shipment.ts';

/**
 * The seed as the product API would answer it, for stories and unit tests that hand data to a
 * component as props: the same articles, prices, customers and shop rules the mock API serves, so
 * a story's cart and the API's cart never disagree. Nothing here touches the store's state.
 */
export interface FixtureOptions {
  /** The call's `language` (`en`, `es-es`): decides the country site, currency and wording. */
  language?: string;
  /** The API base image URLs are built on (Storybook's worker answers the default). */
  base?: string;
}

/** The origin Storybook's mock worker answers pictures under. */
const fixtureApiBase = 'https://product-api.test';

/** Delivery windows count from this day, so screenshots do not move with the calendar. */
const fixtureNow = new Date('2026-11-22T12:00:00Z');

const seed = buildSeed();

/** The seed record a list holds, or an error naming what the seed lacks. */
function inSeed<Record>(
  list: readonly Record[],
  matches: (record: Record) => boolean,
  what: string,
): Record {
  const found = list.find(matches);
  if (!found) throw new Error(`The seed has no ${what}`);
  return found;
}

function customerByEmail(email: string): Customer {
  return presentCustomer(
    inSeed(seed.customers, (candidate) => candidate.email === email, `customer ${email}`),
  );
}

export interface CartFixtureOptions extends FixtureOptions {
  /** How many seed lines (3, as the `cart.filled` scenario). */
  lines?: number;
  promotionCode?: string | null;
  /** A shipment option chosen at checkout (`ADDRESS-UPS`, `PICKPOINT-CORREOS`, `MANAGED`): its price is the shipping. */
  shipmentOptionId?: string;
}

function deliveryKindOf(optionId: string): DeliveryAddressKind {
  if (optionId.startsWith('PICKPOINT-')) return 'PICKPOINT';
  return optionId === 'CUSTOMER' ? 'FACTORY_PICKUP' : 'ADDRESS';
}

function cartOf(
  lines: CartLineRecord[],
  {
    language = 'en',
    base = fixtureApiBase,
    promotionCode = null,
    shipmentOptionId,
  }: CartFixtureOptions,
): Cart {
  const session: SessionRecord = {
    id: 'fixture',
    customer_id: null,
    cart: { id: 5001, lines, promotion_code: promotionCode },
    checkout: {
      ...emptyCheckout(),
      ...(shipmentOptionId
        ? {
            delivery: { kind: deliveryKindOf(shipmentOptionId), address: null },
            shipment_option_id: shipmentOptionId,
          }
        : {}),
    },
  };
  return presentCart(base, session, language);
}

export const fixtures = {
  /** How many designs the demo customer saved in each brand's shop (its design library per brand). */
  designCount: { main: customerDesignCount, second: secondBrandDesignCount },
  /** The country site a language's calls are for (the API's rule): its locale, currency and carriers. */
  countrySite: (language = 'en'): CountrySite => countrySiteFor(language),
  catalogue: {
    /** A seed article as `catalogue.listArticles` answers it. */
    article: (
      id: number,
      { language = 'en', base = fixtureApiBase }: FixtureOptions = {},
    ): ArticleSummary => presentArticleSummary(base, findArticle(id), language),
    /** A seed article's product page as `catalogue.getArticle` answers it. */
    productPage: (
      id: number,
      { language = 'en', base = fixtureApiBase }: FixtureOptions = {},
    ): Article => presentArticle(base, findArticle(id), language),
    /** A ready-made design of the seed as the design lists answer it. */
    design: (
      id: string,
      { language = 'en', base = fixtureApiBase }: FixtureOptions = {},
    ): DesignSummary =>
      presentDesignSummary(
        base,
        inSeed(db.designs, (candidate) => candidate.id === id, `design ${id}`),
        language,
      ),
    /** A picture the mock API draws (Storybook's worker answers its URLs). */
    image: (asset: Partial<AssetRef>, { base = fixtureApiBase }: FixtureOptions = {}): Image =>
      presentImage(base, buildAsset(asset)),
  },
  customer: {
    /** The demo customer (demo@example.com, Lucía Martín) as the storefront session keeps it. */
    demo: sessionCustomerSchema.parse(customerByEmail(demoAccounts.customer)),
    /** The account that may not order, see tickets or invoices (restricted@example.com), in the session. */
    restricted: sessionCustomerSchema.parse(customerByEmail(demoAccounts.restricted)),
    /** A demo account's profile as `customers.getProfile` answers it. */
    profile: (email: string = demoAccounts.customer): Customer => customerByEmail(email),
    /** A demo account's saved addresses as `customers.listAddresses` answers them, default first. */
    addresses: (email: string = demoAccounts.customer): Address[] =>
      [
        ...inSeed(seed.customers, (candidate) => candidate.email === email, `customer ${email}`)
          .addresses,
      ].sort((a, b) => Number(b.is_default) - Number(a.is_default)),
  },
  cart: {
    empty: (options: FixtureOptions = {}): Cart => cartOf([], options),
    /** The `cart.filled` scenario's cart: seed lines, designs first, priced by the API's rules. */
    filled: (options: CartFixtureOptions = {}): Cart => {
      let id = 50000;
      return cartOf(
        seedCartLines(options.lines ?? 3, () => (id += 1)),
        options,
      );
    },
  },
  checkout: {
    /** The options `checkout.listShipmentOptions` offers for a kind of delivery on the language's site. */
    shipmentOptions: (
      kind: DeliveryAddressKind = 'ADDRESS',
      { language = 'en', now = fixtureNow }: FixtureOptions & { now?: Date } = {},
    ): ShipmentOption[] =>
      shipmentOptionsFor(kind, countrySiteFor(language), currencyFor(language), now),
    /** A carrier's pickpoints near a postcode, nearest first, as `checkout.listPickpoints` finds them. */
    pickpoints: (carrier: Carrier, postcode: string, country: string): Pickpoint[] =>
      findPickpoints(carrier, postcode, country),
    /** The payment methods `checkout.listPaymentMethods` lists for a language. */
    paymentMethods: ({ language = 'en' }: FixtureOptions = {}): PaymentMethodOption[] =>
      paymentMethodOptionsFor(language),
  },
  /** An order's tracking as `tracking.get` answers it, by its public id (`HPVZ6FHD`: a guest's GLS parcel on its way). */
  tracking: (
    publicId: string,
    { language = 'en', base = fixtureApiBase }: FixtureOptions = {},
  ): Tracking =>
    presentTracking(
      base,
      inSeed(seed.orders, (candidate) => candidate.public_id === publicId, `order ${publicId}`),
      language,
    ),
  productTemplate: {
    /** A constructor template: an A4 photo book cover unless overridden. */
    build: buildProductTemplate,
    /** One page of a template: a cover with a photo slot and a title unless overridden. */
    page: buildTemplatePage,
    /** The seeded template of an article. */
    of: (articleId: number) =>
      inSeed(
        seed.productTemplates,
        (candidate) => candidate.article_id === articleId,
        `template for article ${articleId}`,
      ),
  },
};
