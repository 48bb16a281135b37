import { fixtures } from '@shop/mocks';
import { describe, expect, it } from 'vitest';
import { accountHomeBlocksOf } from './accountHomeQueries.ts';

describe('accountHomeBlocksOf', () => {
  it('shows every block to a customer who may open every account page', () => {
    expect(accountHomeBlocksOf(fixtures.customer.demo)).toEqual(['orders', 'tickets', 'designs']);
  });

  it('leaves out the blocks of the pages the allow flags close, as the account navigation does', () => {
    expect(accountHomeBlocksOf(fixtures.customer.restricted)).toEqual(['designs']);
    const { demo } = fixtures.customer;
    expect(
      accountHomeBlocksOf({
        ...demo,
        permissions: { ...demo.permissions, accounts_tickets: false },
      }),
    ).toEqual(['orders', 'designs']);
  });
});
