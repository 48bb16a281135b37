import { describe, expect, it } from 'vitest';
import { paginationRange } from './Pagination.tsx';

describe('paginationRange', () => {
  it('lists every page of a short list', () => {
    expect(paginationRange(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('fills a gap of a single page with that page instead of an ellipsis', () => {
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('handles a single page', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
  });
});
