import { type GenericSchema, parse, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountCommissionsQuery,
  accountDesignsAdminQuery,
  accountDesignsQuery,
  accountInvoicesQuery,
  accountOrdersQuery,
  accountTicketsQuery,
  anyQuery,
  constructorArticleId,
  contactQuery,
  createParams,
  createQuery,
  designParams,
  designsParams,
  designsQuery,
  digitsId,
  helpCenterCategoryParams,
  helpCenterQuery,
  helpCenterTopicId,
  noParams,
  nonBlankSegment,
  pageQuery,
  reviewsQuery,
  searchQuery,
  slugParams,
  topicNumberOf,
  unsubscribeQuery,
} from './routeParameters.ts';

const valid = (schema: GenericSchema, value: unknown) => safeParse(schema, value).success;

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
    expect(parse(digitsId, '007')).toBe(7);
    expect(parse(helpCenterCategoryParams, { id: '3' })).toEqual({ id: 3 });
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
    expect(parse(constructorArticleId, '19999')).toBe(19999);
    expect(valid(constructorArticleId, '20000')).toBe(false);
    expect(valid(constructorArticleId, '20001')).toBe(false);
  });

  it('accepts 0 and leading zeros below the limit', () => {
    expect(parse(createParams, { article_id: '0' })).toEqual({ article_id: 0 });
    expect(parse(createParams, { article_id: '019999' })).toEqual({ article_id: 19999 });
    expect(valid(createParams, { article_id: '020000' })).toBe(false);
  });

  it('refuses non-digits', () => {
    expect(valid(createParams, { article_id: 'abc' })).toBe(false);
    expect(valid(createParams, { article_id: '12a' })).toBe(false);
  });
});

describe('/create ?design=', () => {
  it('takes a design id, trimmed, and reads a missing or blank one as none', () => {
    expect(parse(createQuery, { design: ' p-12 ' })).toEqual({ design: 'p-12', token: undefined });
    expect(parse(createQuery, {})).toEqual({ design: undefined, token: undefined });
    expect(parse(createQuery, { design: '  ' })).toEqual({ design: undefined, token: undefined });
    expect(parse(createQuery, { design: ['p-1', 'p-2'] })).toEqual({
      design: undefined,
      token: undefined,
    });
  });

  it("takes the mailed link's token beside the design, and reads a blank or overlong one as none", () => {
    expect(parse(createQuery, { design: 'p-12', token: ' abc ' })).toEqual({
      design: 'p-12',
      token: 'abc',
    });
    expect(parse(createQuery, { design: 'p-12', token: ' ' }).token).toBeUndefined();
    expect(parse(createQuery, { design: 'p-12', token: 'x'.repeat(129) }).token).toBeUndefined();
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
    expect(parse(designParams, { slug: 'mug', design_id: 'a1b2' })).toEqual({
      slug: 'mug',
      design_id: 'a1b2',
    });
    expect(valid(designParams, { slug: 'mug', design_id: ' ' })).toBe(false);
    expect(parse(designsParams, { slug: 'mug', article_id: '42' })).toEqual({
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
    expect(parse(accountDesignsQuery, { sort: 'POPULARITY', page: '3' })).toMatchObject({
      sort: 'POPULARITY',
      page: 3,
    });
  });

  it('falls back to the default view for a missing or bad value, never an error', () => {
    expect(parse(accountDesignsQuery, {})).toMatchObject({
      sort: 'DATE_LAST_MODIFICATION',
      page: 1,
    });
    expect(parse(accountDesignsQuery, { sort: 'NEWEST', page: '-2' })).toMatchObject({
      sort: 'DATE_LAST_MODIFICATION',
      page: 1,
    });
  });
});

describe('foticos list queries', () => {
  it('reads the period, the tri-state paid filter and the page', () => {
    expect(
      parse(accountInvoicesQuery, { date_filter: 'this_year', paid: 'false', page: '2' }),
    ).toMatchObject({ date_filter: 'this_year', paid: 'false', page: 2 });
    expect(parse(accountCommissionsQuery, { date_filter: 'last_year' })).toMatchObject({
      date_filter: 'last_year',
      page: 1,
    });
  });

  it('falls back to every period, every invoice and the first page for bad values', () => {
    expect(
      parse(accountInvoicesQuery, { date_filter: 'yesterday', paid: 'yes', page: 'x' }),
    ).toMatchObject({
      date_filter: 'without',
      paid: 'ALL',
      page: 1,
    });
    expect(parse(accountCommissionsQuery, { date_filter: ['a', 'b'] })).toMatchObject({
      date_filter: 'without',
    });
  });
});

describe('/accounts/designs/admin query', () => {
  it('reads scope, published state, sort and page, with defaults for bad values', () => {
    expect(
      parse(accountDesignsAdminQuery, { scope: 'PRIVATE', published: 'true', sort: 'POPULARITY' }),
    ).toMatchObject({ scope: 'PRIVATE', published: 'true', sort: 'POPULARITY', page: 1 });
    expect(parse(accountDesignsAdminQuery, { scope: 'PUBLIC', published: '1' })).toMatchObject({
      scope: 'ALL',
      published: 'ALL',
      sort: 'DATE_LAST_MODIFICATION',
    });
  });
});

describe('account list queries', () => {
  it('reads the orders page’s period, status and page', () => {
    expect(parse(accountOrdersQuery, { date_filter: 'this_year', status: '9', page: '3' })).toEqual(
      {
        date_filter: 'this_year',
        status: 9,
        page: 3,
      },
    );
  });

  it('falls back to the defaults for bad values instead of failing', () => {
    expect(
      parse(accountOrdersQuery, { date_filter: 'yesterday', status: '3', page: '-1' }),
    ).toEqual({ date_filter: 'without', status: undefined, page: 1 });
    expect(parse(accountOrdersQuery, {})).toEqual({ date_filter: 'without', page: 1 });
    expect(parse(accountTicketsQuery, { status: 'OPEN', page: 'x' })).toEqual({
      status: 'PENDING',
      page: 1,
    });
    expect(parse(accountTicketsQuery, { status: 'ARCHIVED', page: '2' })).toEqual({
      status: 'ARCHIVED',
      page: 2,
    });
  });
});

describe('page numbers', () => {
  it.each([
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['', 1],
    ['x', 1],
    ['Infinity', 1],
    ['99999999999999999999', 1],
  ])('reads %j as page %i', (page, expected) => {
    expect(parse(pageQuery, { page })).toEqual({ page: expected });
  });

  it('is the first page when missing, and keeps the query’s other values', () => {
    expect(parse(pageQuery, {})).toEqual({ page: 1 });
    expect(parse(pageQuery, { page: '4', utm_source: 'mail' })).toEqual({
      page: 4,
      utm_source: 'mail',
    });
  });
});

describe('/designs query', () => {
  it('reads the campaign list mode and leaves anything else out', () => {
    expect(parse(designsQuery, { list_mode: 'LANDING' })).toEqual({
      page: 1,
      list_mode: 'LANDING',
    });
    expect(parse(designsQuery, { list_mode: 'landing', page: '2' })).toEqual({
      page: 2,
      list_mode: undefined,
    });
    expect(Object.keys(parse(designsQuery, {}))).toEqual(['page']);
  });
});

describe('/help-center query', () => {
  it('searches for the trimmed text, and a missing or blank one is absent, not empty', () => {
    expect(parse(helpCenterQuery, { query: ' returns ' })).toEqual({ query: 'returns' });
    expect(parse(helpCenterQuery, { query: '   ' })).toEqual({ query: undefined });
    expect('query' in parse(helpCenterQuery, {})).toBe(false);
  });
});

describe('/create ?design= length', () => {
  it('takes up to 120 characters and ignores a longer one', () => {
    expect(parse(createQuery, { design: 'p'.repeat(120) })).toEqual({ design: 'p'.repeat(120) });
    expect(parse(createQuery, { design: 'p'.repeat(121) })).toEqual({ design: undefined });
  });
});

describe('/unsubscribe query', () => {
  it('reads the trimmed e-mail and token, and a link without them as empty', () => {
    expect(parse(unsubscribeQuery, { email: ' a@b.es ', token: ' t1 ' })).toEqual({
      email: 'a@b.es',
      token: 't1',
    });
    expect(parse(unsubscribeQuery, {})).toEqual({ email: '' });
    expect(parse(unsubscribeQuery, { email: ['a'], token: '' })).toEqual({
      email: '',
      token: undefined,
    });
  });
});

describe('/contact query', () => {
  it('opens the form asked for and the message form for anything else', () => {
    expect(parse(contactQuery, { channel: 'chat' })).toEqual({ channel: 'chat' });
    expect(parse(contactQuery, { channel: 'phone' })).toEqual({ channel: 'formContact' });
    expect(parse(contactQuery, {})).toEqual({ channel: 'formContact' });
  });
});

describe('/reviews query', () => {
  it('filters by a positive family id and shows every review for a bad one', () => {
    expect(parse(reviewsQuery, { family: '12' })).toEqual({ page: 1, family: 12 });
    expect(parse(reviewsQuery, { family: '0' })).toEqual({ page: 1, family: undefined });
    expect(parse(reviewsQuery, { family: 'mugs' })).toEqual({ page: 1, family: undefined });
  });
});

describe('routes without a declared query or parameters', () => {
  it('take any text query and no parameters', () => {
    expect(parse(anyQuery, { a: '1', b: '' })).toEqual({ a: '1', b: '' });
    expect(valid(anyQuery, { a: 1 })).toBe(false);
    expect(valid(noParams, {})).toBe(true);
    expect(valid(noParams, { slug: 'x' })).toBe(false);
  });

  it('refuses a parameter set that is not an object', () => {
    expect(valid(slugParams, 'mug')).toBe(false);
    expect(valid(slugParams, {})).toBe(false);
  });
});
