import { describe, expect, it } from 'vitest';
import { commissionsCsv } from './commissionsCsv.ts';

const headers = {
  date: 'Date',
  order: 'Order',
  design: 'Design',
  amount: 'Commission',
  currency: 'Currency',
  status: 'Payout',
};

describe('commissions CSV', () => {
  it('writes a header and one line per commission, quoting what needs it', () => {
    const csv = commissionsCsv(
      [
        {
          id: 1,
          order_number: 'WPXES-100001',
          design_id: 'd-1001-3',
          design_name: 'Birthday party, "deluxe"',
          amount: { amount: 3.2, currency: 'PLN' },
          status: 'PENDING',
          created_at: '2026-10-01T08:00:00.000Z',
        },
      ],
      headers,
      (status) => (status === 'PENDING' ? 'Awaiting payout' : status),
    );
    expect(csv).toBe(
      'Date,Order,Design,Commission,Currency,Payout\r\n' +
        '2026-10-01,WPXES-100001,"Birthday party, ""deluxe""",3.20,PLN,Awaiting payout\r\n',
    );
  });

  it('is only the header without commissions', () => {
    expect(commissionsCsv([], headers, String)).toBe(
      'Date,Order,Design,Commission,Currency,Payout\r\n',
    );
  });
});
