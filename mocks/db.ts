import type {
  AddressInput,
  BrandId,
  CheckoutStepName,
  PaymentMethod,
  Pickpoint,
  CustomerType,
  DeliveryAddressKind,
} from '@shop/domain';
import { buildSeed, type Seed } from './fixtures/seed.ts';
import type { PictureRequest } from './pictures/request.ts';

export interface CartLineRecord {
  id: number;
  article_id: number;
  design_id: string | null;
  quantity: number;
}

export interface CartRecord {
  id: number;
  lines: CartLineRecord[];
  promotion_code: string | null;
}

interface CheckoutContactRecord {
  email: string;
  customer_type: CustomerType;
  first_name: string;
  last_name: string;
  phone: string;
  company_name: string | null;
  tax_id: string | null;
}

export interface CheckoutRecord {
  contact: CheckoutContactRecord | null;
  delivery: { kind: DeliveryAddressKind; address: Required<AddressInput> | null } | null;
  billing_address: Required<AddressInput> | null;
  shipment_option_id: string | null;
  pickpoint: Pickpoint | null;
  payment_method: PaymentMethod | null;
}

/** What the API keeps per `ext_session_id`: a guest's cart and checkout, and who logged in. */
export interface SessionRecord {
  id: string;
  customer_id: number | null;
  cart: CartRecord;
  checkout: CheckoutRecord;
}

interface UploadRecord {
  id: string;
  file_name: string;
  content_type: string;
  /** What the browser sent; empty for a seeded upload the image service draws (`drawing`). */
  bytes: Uint8Array;
  drawing?: PictureRequest;
  width: number;
  height: number;
  session_id: string | null;
}

/**
 * A mail the API would send: to whom, why, and the link or token it carries. Nothing is sent; tests
 * read the outbox. `sign-up-attempt` goes to an account's owner when someone signs up with its
 * e-mail; `welcome` to a new account; `password-reset` carries the reset token; `design-link` the
 * link that opens a design in any browser (`designs.emailLink`).
 */
export interface MailRecord {
  to: string;
  kind: 'welcome' | 'sign-up-attempt' | 'password-reset' | 'design-link';
  reset_token?: string;
  /** `design-link`: the design, its link's token and the link itself (a path on the brand's site). */
  design_id?: string;
  link_token?: string;
  link?: string;
}

/** What the token of a mailed design link opens: one design of one brand's shops. */
interface DesignLinkRecord {
  design_id: string;
  brand: BrandId;
}

export interface Store extends Seed {
  sessions: Map<string, SessionRecord>;
  /** Bearer tokens handed out by login, to customer ids. */
  tokens: Map<string, number>;
  /** Password reset tokens mailed by `auth.requestPasswordReset`, to customer ids. */
  resetTokens: Map<string, number>;
  /** Design link tokens mailed by `designs.emailLink`; they stay valid (a customer may open the mail twice). */
  designLinks: Map<string, DesignLinkRecord>;
  /** Mails the API sent, oldest first. */
  outbox: MailRecord[];
  uploads: Map<string, UploadRecord>;
  /** Last id handed out per kind, so created records never collide with seeded ones. */
  sequences: Record<
    | 'affiliateHit'
    | 'cart'
    | 'cartLine'
    | 'order'
    | 'orderLine'
    | 'design'
    | 'address'
    | 'ticket'
    | 'customer'
    | 'upload'
    | 'token',
    number
  >;
}

function emptyStore(): Store {
  return {
    ...buildSeed(),
    sessions: new Map(),
    tokens: new Map(),
    resetTokens: new Map(),
    designLinks: new Map(),
    outbox: [],
    uploads: new Map(),
    sequences: {
      affiliateHit: 0,
      cart: 5000,
      cartLine: 50000,
      order: 400000,
      orderLine: 4000000,
      design: 0,
      address: 100,
      ticket: 100,
      customer: 100,
      upload: 0,
      token: 0,
    },
  };
}

/** The in-memory store behind every handler. Mutated in place; `reset()` puts the seed back. */
export const db: Store = emptyStore();

/** Back to the seed: call between tests and stories so one's cart never leaks into the next. */
export function reset(): void {
  Object.assign(db, emptyStore());
}

export function nextId(kind: keyof Store['sequences']): number {
  db.sequences[kind] += 1;
  return db.sequences[kind];
}

export function emptyCheckout(): CheckoutRecord {
  return {
    contact: null,
    delivery: null,
    billing_address: null,
    shipment_option_id: null,
    pickpoint: null,
    payment_method: null,
  };
}

/** The session of an `ext_session_id`, created on first use as the real API does. */
/** The session record that holds a logged-in customer's cart and checkout. */
export function customerSession(customerId: number): SessionRecord {
  return sessionFor(`customer-${customerId}`);
}

export function sessionFor(id: string): SessionRecord {
  const existing = db.sessions.get(id);
  if (existing) return existing;
  const session: SessionRecord = {
    id,
    customer_id: null,
    cart: { id: nextId('cart'), lines: [], promotion_code: null },
    checkout: emptyCheckout(),
  };
  db.sessions.set(id, session);
  return session;
}

/** A session that is not kept: for calls that came without an `ext_session_id`. */
export function transientSession(): SessionRecord {
  return {
    id: '',
    customer_id: null,
    cart: { id: 0, lines: [], promotion_code: null },
    checkout: emptyCheckout(),
  };
}

/** The first checkout step that still needs input. */
export function currentCheckoutStep(checkout: CheckoutRecord): CheckoutStepName {
  if (!checkout.contact) return 'contact';
  if (!checkout.delivery) return 'address';
  if (!checkout.shipment_option_id) return 'shipment';
  return 'payment';
}
