import type { HttpHandler } from 'msw';
import { db, nextId, type CartLineRecord, type SessionRecord } from '../db.ts';
import { buildDesign } from '../fixtures/designs.ts';
import { renderedPreview } from '../present/designs.ts';
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

/** The design of `cart.ownDesign`'s line. */
export const ownDesignInCartId = 'p-lisboa';

/**
 * A photo book the visitor designed in the constructor, in the cart with its preview as the
 * constructor rendered and uploaded it: its line offers to edit the design.
 */
function addOwnDesign(session: SessionRecord): void {
  const width = 480;
  const height = 340;
  const uploadId = `u-preview-${session.id}`;
  db.uploads.set(uploadId, {
    id: uploadId,
    file_name: 'design-preview.jpg',
    content_type: 'image/jpeg',
    // The constructor's rendering of the cover: Lisbon's bridge on the book.
    bytes: new Uint8Array(),
    drawing: {
      kind: 'project_preview',
      key: uploadId,
      format: 'jpg',
      mockup: 'book',
      photo: 'bridge-cables.jpg',
      width,
      height,
      outputWidth: width,
    },
    width,
    height,
    session_id: session.id,
  });
  const design = buildDesign({
    id: ownDesignInCartId,
    article_id: 1001,
    name: 'Lisboa 2026',
    scope: 'PRIVATE',
    owner_session_id: session.id,
    preview_upload: { id: uploadId, width, height },
  });
  design.preview = renderedPreview(design);
  db.designs.push(design);
  session.cart.lines = [
    { id: nextId('cartLine'), article_id: 1001, design_id: design.id, quantity: 1 },
  ];
}

export const cartScenarios = {
  'cart.empty': [prepareSession('cart.empty', (session) => (session.cart.lines = []))],
  'cart.filled': [prepareSession('cart.filled', (session) => fillCart(session, 3))],
  'cart.ownDesign': [prepareSession('cart.ownDesign', addOwnDesign)],
  'cart.long': [prepareSession('cart.long', (session) => fillCart(session, 24))],
  'cart.withPromotionCode': [
    prepareSession('cart.withPromotionCode', (session) => {
      fillCart(session, 3);
      session.cart.promotion_code = 'WELCOME10';
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
