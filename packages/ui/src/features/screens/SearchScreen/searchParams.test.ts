import { describe, expect, it } from 'vitest';
import { searchParamsFromQuery, searchQueryOf } from './searchParams.ts';

describe('search URL query', () => {
  it('reads the query, filters, sort and page', () => {
    expect(
      searchParamsFromQuery({
        query: ' mug ',
        tags: 'PROMOTION,NOVELTY,BOGUS',
        family: '3',
        min_price: '5',
        max_price: '20.5',
        sort: 'PRICE_ASC',
        page: '2',
      }),
    ).toEqual({
      query: 'mug',
      tags: ['NOVELTY', 'PROMOTION'],
      family_id: 3,
      min_price: 5,
      max_price: 20.5,
      sort: 'PRICE_ASC',
      page: 2,
    });
  });

  it('leaves out what does not parse, and the defaults', () => {
    expect(
      searchParamsFromQuery({
        query: 'book',
        family: 'x',
        min_price: '-1',
        sort: 'RELEVANCE',
        page: '0',
      }),
    ).toEqual({ query: 'book' });
  });

  it('writes back what it reads', () => {
    const query = {
      query: 'canvas',
      tags: 'OUTLET',
      family: '2',
      min_price: '10',
      sort: 'PRICE_DESC',
      page: '3',
    };
    expect(searchQueryOf(searchParamsFromQuery(query))).toEqual(query);
  });
});
