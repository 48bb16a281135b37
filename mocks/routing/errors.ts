import { noticeErrorCode, type ApiErrorDetail } from '@shop/domain';

/**
 * Error codes the mock API answers with. The product API's own list is not in the spec; these
 * follow its 5004 convention (four digits, first the HTTP family) and are what the UI can test.
 */
export const mockErrorCodes = {
  invalidRequest: 4000,
  sessionRequired: 4001,
  unauthenticated: 4010,
  wrongCredentials: 4011,
  forbidden: 4030,
  notFound: 4040,
  conflict: 4090,
  staleRevision: 4091,
  serverError: 5000,
  /** A notice, not a failure: the body still carries the endpoint's data. */
  notice: noticeErrorCode,
} as const;

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
