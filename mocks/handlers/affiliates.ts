import type { HttpHandler } from 'msw';
import { nextId } from '../db.ts';
import { route } from '../routing/route.ts';

export const affiliateHandlers: HttpHandler[] = [
  // Hits are only counted: nothing in the shop reads them back.
  route('affiliates.recordHit', () => ({ hit_id: nextId('affiliateHit') })),
];
