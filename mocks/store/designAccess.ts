import type { BrandId } from '@shop/domain';
import { db, type SessionRecord } from '../db.ts';
import type { CustomerFixture } from '../fixtures/customers.ts';
import type { DesignFixture } from '../fixtures/designs.ts';
import { forbidden, notFound } from '../routing/errors.ts';

/**
 * A design the caller may open and save: the logged-in customer's, the guest session's before
 * login, or one this session or customer opened with the token of its mailed link.
 */
export function mayOpenDesign(
  design: DesignFixture,
  session: SessionRecord,
  customer: CustomerFixture | null,
): boolean {
  if (design.scope !== 'PRIVATE') return false;
  if (customer && design.owner_customer_id === customer.id) return true;
  if (customer && design.shared_customer_ids?.includes(customer.id)) return true;
  if (session.id === '') return false;
  return (
    design.owner_session_id === session.id || !!design.shared_session_ids?.includes(session.id)
  );
}

/** A customer's design of that brand's shops by id: another brand's storefront gets a 404. */
export function designOfBrand({ design_id: id, brand }: { design_id: string; brand: BrandId }) {
  const design = db.designs.find(
    (candidate) => candidate.id === id && candidate.scope === 'PRIVATE',
  );
  if (!design || design.brand !== brand) throw notFound(`Design ${id}`);
  return design;
}

/**
 * A design of the caller by id, only one saved in that brand's shops: another brand's
 * storefront gets the 404 of a design that is not there, as for orders and tickets, and so does
 * someone else's design for every call that reads or changes it.
 */
export function ownDesign(
  input: { design_id: string; brand: BrandId },
  session: SessionRecord,
  customer: CustomerFixture | null,
): DesignFixture {
  const design = db.designs.find((candidate) => candidate.id === input.design_id);
  if (!design || !mayOpenDesign(design, session, customer) || design.brand !== input.brand)
    throw notFound(`Design ${input.design_id}`);
  return design;
}

/**
 * The design the constructor opens: someone else's answers 403 without a word of its content, so
 * the page can say it is there but not this browser's (ids are no secret: they are sequential).
 */
export function designToOpen(
  input: { design_id: string; brand: BrandId },
  session: SessionRecord,
  customer: CustomerFixture | null,
): DesignFixture {
  const design = designOfBrand(input);
  if (!mayOpenDesign(design, session, customer))
    throw forbidden(`Design ${input.design_id} is not this session's or customer's`);
  return design;
}

/** The right to open and save a design, given by its link's token to this session or customer. */
export function shareDesign(
  design: DesignFixture,
  session: SessionRecord,
  customer: CustomerFixture | null,
): void {
  if (mayOpenDesign(design, session, customer)) return;
  if (customer) design.shared_customer_ids = [...(design.shared_customer_ids ?? []), customer.id];
  else design.shared_session_ids = [...(design.shared_session_ids ?? []), session.id];
}

/**
 * At login the guest's designs become the account's: the ones the guest started, and the right to
 * the ones the guest opened from a mailed link.
 */
export function designsJoinAccount(sessionId: string, customerId: number): void {
  for (const design of db.designs) {
    if (design.owner_customer_id === null && design.owner_session_id === sessionId) {
      design.owner_customer_id = customerId;
      design.owner_session_id = null;
    }
    if (design.shared_session_ids?.includes(sessionId)) {
      design.shared_session_ids = design.shared_session_ids.filter((id) => id !== sessionId);
      if (
        design.owner_customer_id !== customerId &&
        !design.shared_customer_ids?.includes(customerId)
      )
        design.shared_customer_ids = [...(design.shared_customer_ids ?? []), customerId];
    }
  }
}
