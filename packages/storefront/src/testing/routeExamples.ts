import { brandOfShop, hrefOf, type CountrySite, type RouteName } from '@shop/domain';
import { demoAccounts, db, fixtures } from '@shop/mocks';

function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`The mock product API's seed has no ${what}`);
  return item;
}

const article = first(db.articles, 'article');
const design = first(
  db.designs.filter((candidate) => candidate.owner_customer_id === null && candidate.approved),
  'published design',
);
const ordersOn = (site: CountrySite) =>
  db.orders.filter((order) => brandOfShop(order.shop) === site.brand);
/** An order of the site's brand to track: a guest's, when the brand's seed has one. */
const trackedOrderOn = (site: CountrySite) =>
  first(
    ordersOn(site).toSorted(
      (a, b) => Number(a.customer_id !== null) - Number(b.customer_id !== null),
    ),
    `order on ${site.brand}`,
  );
const orderWithActionOn = (site: CountrySite) =>
  first(
    ordersOn(site).filter((order) => order.user_required_actions.length > 0),
    `order waiting for its customer on ${site.brand}`,
  );

const demoCustomerId = first(
  db.customers.filter((customer) => customer.email === demoAccounts.customer),
  'demo customer',
).id;
/** The demo customer's first order and ticket in the shops of the site's brand. */
const demoOrderOn = (site: CountrySite) =>
  first(
    db.orders.filter(
      (order) => order.customer_id === demoCustomerId && brandOfShop(order.shop) === site.brand,
    ),
    `order of the demo customer on ${site.brand}`,
  );
const demoTicketOn = (site: CountrySite) =>
  first(
    db.tickets.filter(
      (ticket) => ticket.customer_id === demoCustomerId && brandOfShop(ticket.shop) === site.brand,
    ),
    `ticket of the demo customer on ${site.brand}`,
  );

/**
 * One URL of every route of the table on a country site, with values the mock product API's seed
 * has, for the tests that visit every page. A new route needs its example here: the type says so.
 */
const examples: Record<RouteName, (site: CountrySite) => string> = {
  home: (site) => hrefOf(site, 'home'),
  cart: (site) => hrefOf(site, 'cart'),
  offers: (site) => hrefOf(site, 'offers'),
  // A shopper searches in the site's language.
  search: (site) =>
    hrefOf(
      site,
      'search',
      {},
      { query: fixtures.catalogue.article(article.id, { language: site.locale }).name },
    ),
  contact: (site) => hrefOf(site, 'contact'),
  reviews: (site) => hrefOf(site, 'reviews'),
  aboutUs: (site) => hrefOf(site, 'aboutUs'),
  tagsList: (site) => hrefOf(site, 'tagsList'),
  newsletter: (site) => hrefOf(site, 'newsletter'),
  unsubscribe: (site) => hrefOf(site, 'unsubscribe'),
  checkout: (site) => hrefOf(site, 'checkout'),
  tag: (site) => hrefOf(site, 'tag', { slug: first(db.tags, 'tag').slug }),
  login: (site) => hrefOf(site, 'login'),
  passwordReset: (site) => hrefOf(site, 'passwordReset'),
  tracking: (site) => hrefOf(site, 'tracking'),
  trackingOrder: (site) =>
    hrefOf(site, 'trackingOrder', { public_id: trackedOrderOn(site).public_id }),
  userRequiredAction: (site) => {
    const order = orderWithActionOn(site);
    return hrefOf(site, 'userRequiredAction', {
      public_id: order.public_id,
      user_required_action_public_id: first(order.user_required_actions, 'action').public_id,
    });
  },
  orderCompleted: (site) => hrefOf(site, 'orderCompleted'),
  helpCenter: (site) => hrefOf(site, 'helpCenter'),
  helpCenterTopic: (site) =>
    hrefOf(site, 'helpCenterTopic', { id: String(first(db.helpCenterTopics, 'topic').id) }),
  helpCenterCategory: (site) =>
    hrefOf(site, 'helpCenterCategory', { id: first(db.helpCenterCategories, 'category').id }),
  design: (site) => hrefOf(site, 'design', { slug: design.slug, design_id: design.id }),
  designs: (site) => hrefOf(site, 'designs', { slug: article.slug, article_id: article.id }),
  create: (site) => hrefOf(site, 'create', { article_id: article.id }),
  accountsHome: (site) => hrefOf(site, 'accountsHome'),
  accountsProfile: (site) => hrefOf(site, 'accountsProfile'),
  accountsDesigns: (site) => hrefOf(site, 'accountsDesigns'),
  accountsOrders: (site) => hrefOf(site, 'accountsOrders'),
  accountsOrder: (site) => hrefOf(site, 'accountsOrder', { order_id: demoOrderOn(site).id }),
  accountsTickets: (site) => hrefOf(site, 'accountsTickets'),
  accountsTicket: (site) => hrefOf(site, 'accountsTicket', { ticket_id: demoTicketOn(site).id }),
  accountsConfig: (site) => hrefOf(site, 'accountsConfig'),
  accountsInvoices: (site) => hrefOf(site, 'accountsInvoices'),
  accountsCommissions: (site) => hrefOf(site, 'accountsCommissions'),
  accountsDesignsAdmin: (site) => hrefOf(site, 'accountsDesignsAdmin'),
  myAccount: (site) => hrefOf(site, 'myAccount'),
  myOrders: (site) => hrefOf(site, 'myOrders'),
  myDesigns: (site) => hrefOf(site, 'myDesigns'),
  page: (site) => hrefOf(site, 'page', { slug: 'privacy' }),
};

export function routeExampleOf(site: CountrySite, name: RouteName): string {
  return examples[name](site);
}
