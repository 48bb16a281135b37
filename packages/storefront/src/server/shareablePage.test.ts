import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { holdsNothingPersonal } from './shareablePage.ts';

const cart = (itemCount: number) => ({ cart: { id: 1, lines: [], item_count: itemCount } });

async function clientWith(
  answers: { key: string; answer: () => Promise<unknown> }[],
  startedInRender: string[] = [],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.allSettled(
    answers.map(({ key, answer }) =>
      queryClient.prefetchQuery({ queryKey: [key], queryFn: answer }),
    ),
  );
  // A query a screen creates while rendering on the server, never fetched there.
  for (const key of startedInRender)
    queryClient.getQueryCache().build(queryClient, { queryKey: [key] });
  return queryClient;
}

describe('whether a rendered page holds nothing of its visitor', () => {
  it('holds nothing with an empty cart and every answer arrived', async () => {
    const queryClient = await clientWith(
      [
        { key: 'cart', answer: async () => cart(0) },
        { key: 'families', answer: async () => ({ families: [] }) },
      ],
      ['reviews'],
    );
    expect(holdsNothingPersonal(queryClient)).toBe(true);
  });

  it('holds the visitor’s cart when it has a line', async () => {
    const queryClient = await clientWith([{ key: 'cart', answer: async () => cart(2) }]);
    expect(holdsNothingPersonal(queryClient)).toBe(false);
  });

  it('is not complete when an answer failed, or the cart is unknown', async () => {
    const failed = await clientWith([
      { key: 'cart', answer: async () => cart(0) },
      { key: 'families', answer: () => Promise.reject(new Error('down')) },
    ]);
    expect(holdsNothingPersonal(failed)).toBe(false);
    const noCart = await clientWith([{ key: 'families', answer: async () => ({}) }], ['cart']);
    expect(holdsNothingPersonal(noCart)).toBe(false);
  });
});
