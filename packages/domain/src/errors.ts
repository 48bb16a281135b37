/** An error with the HTTP status the storefront answers with. */
export class ShopError extends Error {
  readonly status: number;
  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ShopError';
    this.status = status;
  }
}

/** A page that does not exist or whose parameters fail validation (spec section 8). */
export class PageNotFoundError extends ShopError {
  constructor(message: string) {
    super(message, 404);
    this.name = 'PageNotFoundError';
  }
}

/** A route names a guard nobody registered: a programming error, never a 404. */
export class UnknownGuardError extends Error {
  constructor(name: string) {
    super(`Unknown guard: ${name}`);
    this.name = 'UnknownGuardError';
  }
}

/** A navigation to a target outside the site without explicit permission, or to an unsafe target. */
export class UnsafeRedirectError extends Error {
  readonly target: string;
  constructor(target: string) {
    super(`Refused redirect to ${JSON.stringify(target)}: outside the site or unsafe`);
    this.name = 'UnsafeRedirectError';
    this.target = target;
  }
}

/** Product API or auth requests were attempted from the browser while client mode is off. */
export class ClientApiRequestsDisabledError extends Error {
  constructor() {
    super('Client-side API requests are disabled');
    this.name = 'ClientApiRequestsDisabledError';
  }
}
