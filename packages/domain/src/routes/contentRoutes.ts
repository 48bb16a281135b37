import {
  createParams,
  createQuery,
  designParams,
  designsParams,
  designsQuery,
  helpCenterCategoryParams,
  helpCenterQuery,
  helpCenterTopicParams,
  contactQuery,
  pageQuery,
  reviewsQuery,
  searchQuery,
  slugParams,
  unsubscribeQuery,
} from '../validation/routeParameters.ts';
import { route, shopNamespaces, type RouteDefinition } from './routeDefinition.ts';

const constructorNamespaces = ['constructor', 'catalogue', 'content'] as const;
/** Help pages show topics with CMS blocks (pictures, videos, tabs, product cards). */
const helpNamespaces = ['help', 'content'] as const;
/** The shop's own pages: newsletter, contact, reviews, about us. */
const pageNamespaces = ['pages', 'content'] as const;

/** The shop's pages open to everyone: catalogue, the shop's own pages, help centre, designs and the constructor. */
export const contentRoutes = {
  home: route({ name: 'home', pattern: '/', searchEngines: 'sitemap' }),
  offers: route({ name: 'offers', pattern: '/offers', searchEngines: 'sitemap' }),
  search: route({ name: 'search', pattern: '/search', query: searchQuery }),
  contact: route({
    name: 'contact',
    pattern: '/contact',
    query: contactQuery,
    guards: ['redirect-contact-if-logged'],
    namespaces: pageNamespaces,
    searchEngines: 'sitemap',
  }),
  reviews: route({
    name: 'reviews',
    pattern: '/reviews',
    query: reviewsQuery,
    namespaces: ['pages', ...shopNamespaces],
    searchEngines: 'sitemap',
  }),
  aboutUs: route({
    name: 'aboutUs',
    pattern: '/about-us',
    namespaces: ['pages', ...shopNamespaces],
    searchEngines: 'sitemap',
  }),
  tagsList: route({ name: 'tagsList', pattern: '/tags-list', searchEngines: 'sitemap' }),
  newsletter: route({
    name: 'newsletter',
    pattern: '/newsletter',
    namespaces: pageNamespaces,
    searchEngines: 'sitemap',
  }),
  unsubscribe: route({
    name: 'unsubscribe',
    pattern: '/unsubscribe',
    query: unsubscribeQuery,
    namespaces: pageNamespaces,
    searchEngines: 'disallow',
  }),
  tag: route({
    name: 'tag',
    pattern: '/t/:slug',
    params: slugParams,
    query: pageQuery,
    searchEngines: 'sitemap',
  }),
  helpCenter: route({
    name: 'helpCenter',
    pattern: '/help-center',
    query: helpCenterQuery,
    namespaces: helpNamespaces,
    searchEngines: 'sitemap',
  }),
  helpCenterTopic: route({
    name: 'helpCenterTopic',
    pattern: '/help-center/topic/:id',
    params: helpCenterTopicParams,
    namespaces: helpNamespaces,
    searchEngines: 'sitemap',
  }),
  helpCenterCategory: route({
    name: 'helpCenterCategory',
    pattern: '/help-center/category/:id',
    params: helpCenterCategoryParams,
    namespaces: helpNamespaces,
    searchEngines: 'sitemap',
  }),
  design: route({
    name: 'design',
    pattern: '/design/:slug/:design_id',
    params: designParams,
    namespaces: constructorNamespaces,
    searchEngines: 'sitemap',
  }),
  designs: route({
    name: 'designs',
    pattern: '/designs/:slug/:article_id',
    params: designsParams,
    query: designsQuery,
    namespaces: constructorNamespaces,
    searchEngines: 'sitemap',
  }),
  create: route({
    name: 'create',
    pattern: '/create/:article_id',
    params: createParams,
    query: createQuery,
    layout: 'blank',
    namespaces: constructorNamespaces,
    // The constructor renders in the browser; force-ssr renders it on the server for crawlers.
    ssr: false,
    guards: ['set-constructor-layout', 'force-ssr'],
  }),
} as const satisfies Record<string, RouteDefinition>;
