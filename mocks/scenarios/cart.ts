import type { HttpHandler } from 'msw';
import { db, nextId, type CartLineRecord, type SessionRecord } from '../db.ts';
import { prepareSession } from './helpers.ts';

/** `count` cart lines over the seed, designs first, rotating through the catalogue. */
export function seedCartLines(count: number, nextLineId: () => number): CartLineRecord[] {
  const articles = db.articles.filter(
    (article) =>
      !article.customizable || db.designs.some((design) => design.article_id === article.id),
  );
  const lines: CartLineRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const article = articles[(index * 7) % articles.length];
    if (!article) continue;
    const design = article.customizable
      ? db.designs.find((candidate) => candidate.article_id === article.id)
      : undefined;
    lines.push({
      id: nextLineId(),
      article_id: article.id,
      design_id: design?.id ?? null,
      quantity: article.min_quantity * (1 + (index % 3)),
    });
  }
  return lines;
}

/** Fills a session's cart with `count` seed lines. */
export function fillCart(session: SessionRecord, count: number): void {
  session.cart.lines = seedCartLines(count, () => nextId('cartLine'));
}

export const cartScenarios = {
  'cart.empty': [prepareSession('cart.empty', (session) => (session.cart.lines = []))],
  'cart.filled': [prepareSession('cart.filled', (session) => fillCart(session, 3))],
  'cart.long': [prepareSession('cart.long', (session) => fillCart(session, 24))],
  'cart.withPromotionCode': [
    prepareSession('cart.withPromotionCode', (session) => {
      fillCart(session, 3);
      session.cart.promotion_code = 'WELCOME10';
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
