import { describe, expect, it } from 'vitest';
import {
  accountCommissionsQuery,
  accountDesignsAdminQuery,
  accountDesignsQuery,
  accountInvoicesQuery,
  accountOrdersQuery,
  accountTicketsQuery,
  constructorArticleId,
  createParams,
  createQuery,
  designParams,
  designsParams,
  digitsId,
  helpCenterCategoryParams,
  helpCenterTopicId,
  nonBlankSegment,
  searchQuery,
  topicNumberOf,
} from './routeParameters.ts';

const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('help-centre topic id', () => {
  it.each(['12', '0', 'abc_12', 'shipping-costs_345', '_12', 'a_b_7', 'envío_3'])(
    'accepts %s',
    (id) => {
      expect(valid(helpCenterTopicId, id)).toBe(true);
    },
  );

  it.each(['', 'abc', 'abc_', 'abc12', 'abc_12a', '12_', '_', 'abc-12', '１２', 'a/b_1', ' 12'])(
    'refuses %j',
    (id) => {
      expect(valid(helpCenterTopicId, id)).toBe(false);
    },
  );

  it('reads the topic number from either form', () => {
    expect(topicNumberOf('abc_12')).toBe(12);
    expect(topicNumberOf('_12')).toBe(12);
    expect(topicNumberOf('90')).toBe(90);
  });
});

describe('digit ids', () => {
  it('parses digits into numbers', () => {
    expect(digitsId.parse('007')).toBe(7);
    expect(helpCenterCategoryParams.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it.each(['', '-1', '1.5', '1e3', ' 1', '0x10', '١٢', '99999999999999999999'])(
    'refuses %j',
    (value) => {
      expect(valid(digitsId, value)).toBe(false);
    },
  );
});

describe('/create article id', () => {
  it('accepts 19999 and refuses 20000', () => {
    expect(constructorArticleId.parse('19999')).toBe(19999);
    expect(valid(constructorArticleId, '20000')).toBe(false);
    expect(valid(constructorArticleId, '20001')).toBe(false);
  });

  it('accepts 0 and leading zeros below the limit', () => {
    expect(createParams.parse({ article_id: '0' })).toEqual({ article_id: 0 });
    expect(createParams.parse({ article_id: '019999' })).toEqual({ article_id: 19999 });
    expect(valid(createParams, { article_id: '020000' })).toBe(false);
  });

  it('refuses non-digits', () => {
    expect(valid(createParams, { article_id: 'abc' })).toBe(false);
    expect(valid(createParams, { article_id: '12a' })).toBe(false);
  });
});

describe('/create ?design=', () => {
  it('takes a design id, trimmed, and reads a missing or blank one as none', () => {
    expect(createQuery.parse({ design: ' p-12 ' })).toEqual({ design: 'p-12' });
    expect(createQuery.parse({})).toEqual({ design: undefined });
    expect(createQuery.parse({ design: '  ' })).toEqual({ design: undefined });
    expect(createQuery.parse({ design: ['p-1', 'p-2'] })).toEqual({ design: undefined });
  });
});

describe('non-blank segments', () => {
  it('refuses empty and whitespace-only values', () => {
    expect(valid(nonBlankSegment, '')).toBe(false);
    expect(valid(nonBlankSegment, ' \t')).toBe(false);
    expect(valid(nonBlankSegment, '\u00a0')).toBe(false);
    expect(valid(nonBlankSegment, ' x ')).toBe(true);
  });

  it('applies to design ids and slugs', () => {
    expect(designParams.parse({ slug: 'mug', design_id: 'a1b2' })).toEqual({
      slug: 'mug',
      design_id: 'a1b2',
    });
    expect(valid(designParams, { slug: 'mug', design_id: ' ' })).toBe(false);
    expect(designsParams.parse({ slug: 'mug', article_id: '42' })).toEqual({
      slug: 'mug',
      article_id: 42,
    });
    expect(valid(designsParams, { slug: 'mug', article_id: 'x42' })).toBe(false);
  });

  it('refuses undeclared parameters', () => {
    expect(valid(designParams, { slug: 'mug', design_id: 'a', extra: 'x' })).toBe(false);
  });
});

describe('/search query', () => {
  it('needs a query that is not blank', () => {
    expect(valid(searchQuery, { query: 'mug' })).toBe(true);
    expect(valid(searchQuery, { query: 'mug', page: '2' })).toBe(true);
    expect(valid(searchQuery, { query: '' })).toBe(false);
    expect(valid(searchQuery, { query: '   ' })).toBe(false);
    expect(valid(searchQuery, {})).toBe(false);
  });
});

describe('/accounts/designs query', () => {
  it('reads the sort order and page', () => {
    expect(accountDesignsQuery.parse({ sort: 'POPULARITY', page: '3' })).toMatchObject({
      sort: 'POPULARITY',
      page: 3,
    });
  });

  it('falls back to the default view for a missing or bad value, never an error', () => {
    expect(accountDesignsQuery.parse({})).toMatchObject({
      sort: 'DATE_LAST_MODIFICATION',
      page: 1,
    });
    expect(accountDesignsQuery.parse({ sort: 'NEWEST', page: '-2' })).toMatchObject({
      sort: 'DATE_LAST_MODIFICATION',
      page: 1,
    });
  });
});

describe('foticos list queries', () => {
  it('reads the period, the tri-state paid filter and the page', () => {
    expect(
      accountInvoicesQuery.parse({ date_filter: 'this_year', paid: 'false', page: '2' }),
    ).toMatchObject({ date_filter: 'this_year', paid: 'false', page: 2 });
    expect(accountCommissionsQuery.parse({ date_filter: 'last_year' })).toMatchObject({
      date_filter: 'last_year',
      page: 1,
    });
  });

  it('falls back to every period, every invoice and the first page for bad values', () => {
    expect(
      accountInvoicesQuery.parse({ date_filter: 'yesterday', paid: 'yes', page: 'x' }),
    ).toMatchObject({
      date_filter: 'without',
      paid: 'ALL',
      page: 1,
    });
    expect(accountCommissionsQuery.parse({ date_filter: ['a', 'b'] })).toMatchObject({
      date_filter: 'without',
    });
  });
});

describe('/accounts/designs/admin query', () => {
  it('reads scope, published state, sort and page, with defaults for bad values', () => {
    expect(
      accountDesignsAdminQuery.parse({ scope: 'PRIVATE', published: 'true', sort: 'POPULARITY' }),
    ).toMatchObject({ scope: 'PRIVATE', published: 'true', sort: 'POPULARITY', page: 1 });
    expect(accountDesignsAdminQuery.parse({ scope: 'PUBLIC', published: '1' })).toMatchObject({
      scope: 'ALL',
      published: 'ALL',
      sort: 'DATE_LAST_MODIFICATION',
    });
  });
});

describe('account list queries', () => {
  it('reads the orders page’s period, status and page', () => {
    expect(accountOrdersQuery.parse({ date_filter: 'this_year', status: '9', page: '3' })).toEqual({
      date_filter: 'this_year',
      status: 9,
      page: 3,
    });
  });

  it('falls back to the defaults for bad values instead of failing', () => {
    expect(accountOrdersQuery.parse({ date_filter: 'yesterday', status: '3', page: '-1' })).toEqual(
      { date_filter: 'without', status: undefined, page: 1 },
    );
    expect(accountOrdersQuery.parse({})).toEqual({ date_filter: 'without', page: 1 });
    expect(accountTicketsQuery.parse({ status: 'OPEN', page: 'x' })).toEqual({
      status: 'PENDING',
      page: 1,
    });
    expect(accountTicketsQuery.parse({ status: 'ARCHIVED', page: '2' })).toEqual({
      status: 'ARCHIVED',
      page: 2,
    });
  });
});
