import { isApiError, type BrandId } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db, reset } from './db.ts';
import { guessedPublicIds } from './testing/guessedPublicIds.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

/** The README's demo ids: they are documented, so they stay. */
const demoIds = ['XRKX2563', 'HPVZ6FHD', 'QCQY6FHE', 'TZKQ7M2P', 'WTRX4KQP', 'TZWT4KQP'];

const opensOn = (brand: BrandId, publicId: string) =>
  mockApiClient()
    .call('tracking.get', { public_id: publicId, brand })
    .then(
      () => true,
      (error: unknown) => {
        if (isApiError(error) && error.upstreamStatus === 404) return false;
        throw error;
      },
    );

/** Whether an id opens an order on either brand's storefront. */
const opens = async (publicId: string) =>
  (await opensOn('main', publicId)) || (await opensOn('second', publicId));

describe('order public ids', () => {
  it('cannot be computed from order numbers: no id worked out from a number opens an order', async () => {
    const computed = guessedPublicIds(db.orders.map((order) => order.id)).filter(
      (id) => !demoIds.includes(id),
    );
    expect(computed.length).toBeGreaterThanOrEqual(40);
    const opened = await Promise.all(computed.map(opens));
    expect(opened.filter(Boolean)).toHaveLength(0);
  });

  it('carry at least 64 random bits, stay the same after a reset and keep the demo ids', async () => {
    const before = new Map(db.orders.map((order) => [order.id, order.public_id]));
    const others = db.orders.filter((order) => !demoIds.includes(order.public_id));
    expect(db.orders.filter((order) => demoIds.includes(order.public_id))).toHaveLength(
      demoIds.length,
    );
    // 13 symbols of 32 carry 65 bits.
    for (const order of others) expect(order.public_id).toMatch(/^[A-HJ-NP-Z2-9]{13}$/);
    expect(new Set(others.map((order) => order.public_id)).size).toBe(others.length);
    reset();
    expect(new Map(db.orders.map((order) => [order.id, order.public_id]))).toEqual(before);
    for (const id of demoIds) expect(await opens(id)).toBe(true);
  });
});
