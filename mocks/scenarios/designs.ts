import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { demoAccounts } from '../fixtures/customers.ts';
import { buildDesign, seedCustomerDesigns } from '../fixtures/designs.ts';
import { renderedPreview } from '../present/designs.ts';
import { logInAs, prepareSession } from './helpers.ts';

/** Saved designs of `designs.many` in each brand's shop: many pages of each design library. */
export const manyDesignsCount = 150;

/** The design `designs.startedCollage` leaves in the visitor's session. */
export const startedCollageId = 'p-started-collage';

/** The older of the two designs `designs.startedCollages` leaves in the visitor's session. */
export const olderCollageId = 'p-older-collage';

/** The design `designs.mailedLink` leaves in another browser's session. */
export const mailedCollageId = 'p-mailed-collage';

/** The token of the link `designs.mailedLink` mailed for it. */
export const mailedCollageToken = 'MAILEDCOLLAGELINKTOKEN2345678ABC';

/** A design of the canvas collage 2004 in the visitor's session, as started on a past visit. */
function startedCollage(
  sessionId: string,
  design: { id: string; slug: string; name: string; created_at: string; updated_at: string },
) {
  const started = buildDesign({
    ...design,
    article_id: 2004,
    scope: 'PRIVATE',
    owner_session_id: sessionId,
  });
  started.preview = renderedPreview(started);
  db.designs.push(started);
}

export const designScenarios = {
  /**
   * The visitor started a design of the canvas collage 2004 before: opening the collage again
   * offers to continue it or to start a new one.
   */
  'designs.startedCollage': [
    prepareSession('designs.startedCollage', (session) => {
      const design = buildDesign({
        id: startedCollageId,
        article_id: 2004,
        slug: 'lisboa-2026',
        name: 'Lisboa 2026',
        scope: 'PRIVATE',
        owner_session_id: session.id,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-21T18:30:00.000Z',
      });
      design.preview = renderedPreview(design);
      db.designs.push(design);
    }),
  ],
  /**
   * The visitor started two designs of the canvas collage 2004: opening the collage again lists
   * both to continue, the last changed first, or starts a new one.
   */
  'designs.startedCollages': [
    prepareSession('designs.startedCollages', (session) => {
      startedCollage(session.id, {
        id: olderCollageId,
        slug: 'oporto-2025',
        name: 'Oporto 2025',
        created_at: '2026-10-02T09:00:00.000Z',
        updated_at: '2026-10-05T17:45:00.000Z',
      });
      startedCollage(session.id, {
        id: startedCollageId,
        slug: 'lisboa-2026',
        name: 'Lisboa 2026',
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-21T18:30:00.000Z',
      });
    }),
  ],
  /**
   * A guest started a design of the canvas collage 2004 on a phone and mailed its link: this
   * browser is not the phone, so the design opens only with the link's token.
   */
  'designs.mailedLink': [
    prepareSession('designs.mailedLink', () => {
      if (db.designs.some((design) => design.id === mailedCollageId)) return;
      const design = buildDesign({
        id: mailedCollageId,
        article_id: 2004,
        slug: 'playa-de-la-caleta',
        name: 'Playa de La Caleta',
        scope: 'PRIVATE',
        owner_session_id: 'a-phone',
        created_at: '2026-11-27T09:00:00.000Z',
        updated_at: '2026-11-27T09:20:00.000Z',
      });
      design.preview = renderedPreview(design);
      db.designs.push(design);
      db.designLinks.set(mailedCollageToken, { design_id: mailedCollageId, brand: 'main' });
    }),
  ],
  /** The demo customer with a much longer design library than the seed's, in each brand's shop. */
  'designs.many': [
    logInAs(demoAccounts.customer),
    prepareSession('designs.many', () => {
      const customer = db.customers.find((candidate) => candidate.email === demoAccounts.customer);
      if (!customer) return;
      db.designs = [
        ...db.designs.filter((design) => design.owner_customer_id !== customer.id),
        ...seedCustomerDesigns(customer.id, db.articles, manyDesignsCount),
        ...seedCustomerDesigns(customer.id, db.articles, manyDesignsCount, 'second'),
      ];
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
