import { productApiErrorCodes, type ApiErrorDetail } from '@shop/domain';

/** Error codes the mock API answers with: the product API's own (see the domain). */
export const mockErrorCodes = productApiErrorCodes;

/** A failure the handler turns into the API's error envelope. */
export class MockApiError extends Error {
  readonly status: number;
  readonly detail: ApiErrorDetail;

  constructor(status: number, errorCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'MockApiError';
    this.status = status;
    this.detail = { error_code: errorCode, message, ...(fields ? { fields } : {}) };
  }
}

export const notFound = (what: string) =>
  new MockApiError(404, mockErrorCodes.notFound, `${what} not found`);
export const forbidden = (message: string) =>
  new MockApiError(403, mockErrorCodes.forbidden, message);
export const invalid = (message: string, fields?: Record<string, string>) =>
  new MockApiError(400, mockErrorCodes.invalidRequest, message, fields);

/**
 * The 5004 answer: the endpoint's normal data plus the notice under `error`, status 200, so the
 * client returns it as a result (spec section 8).
 */
export class MockApiNotice<Data extends object> {
  readonly data: Data;
  readonly detail: ApiErrorDetail;
  constructor(data: Data, message: string) {
    this.data = data;
    this.detail = { error_code: mockErrorCodes.notice, message };
  }
}

export function errorResponse(status: number, detail: ApiErrorDetail): Response {
  return Response.json({ error: detail }, { status });
}
