/** The error body of the product API; `fields` maps request fields to messages. */
export interface ApiErrorDetail {
  error_code: number;
  message: string;
  fields?: Record<string, string>;
}

type Parsed<Value> = { success: true; data: Value } | { success: false };

// Checked by hand rather than with zod: the API client's error envelope is part of every page's
// entry, where zod's core would weigh more than the client itself. Other fields are dropped.
function errorDetailOf(value: unknown): ApiErrorDetail | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error_code, message, fields } = value as Record<string, unknown>;
  if (typeof error_code !== 'number' || Number.isNaN(error_code) || typeof message !== 'string')
    return undefined;
  if (fields === undefined) return { error_code, message };
  if (
    typeof fields !== 'object' ||
    fields === null ||
    Array.isArray(fields) ||
    !Object.values(fields).every((field) => typeof field === 'string')
  )
    return undefined;
  return { error_code, message, fields: { ...(fields as Record<string, string>) } };
}

/** The API's error detail (`{ error_code, message, fields? }`), parsed like a schema. */
export const apiErrorDetailSchema = {
  safeParse(value: unknown): Parsed<ApiErrorDetail> {
    const detail = errorDetailOf(value);
    return detail ? { success: true, data: detail } : { success: false };
  },
};

/** The API's error envelope, `{ error: ApiErrorDetail }`, parsed like a schema. */
export const apiErrorEnvelopeSchema = {
  safeParse(value: unknown): Parsed<{ error: ApiErrorDetail }> {
    const detail =
      typeof value === 'object' && value !== null
        ? errorDetailOf((value as Record<string, unknown>).error)
        : undefined;
    return detail ? { success: true, data: { error: detail } } : { success: false };
  },
};

/**
 * Error codes the shop reacts to. The spec only names 5004; the others follow the HTTP status the
 * API answers with, so screens can tell "log in again" from "fix the form".
 */
const apiErrorCodes = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** A stale design revision, an e-mail already registered. */
  conflict: 409,
  /** Field errors in `error.fields`. */
  invalidFields: 422,
  /**
   * A notice, not a failure (spec section 8): the response still carries the endpoint's data (e.g.
   * the unchanged cart after a promotion code that does not apply) and the client returns it as a
   * normal result, with the notice under `error`.
   */
  notice: 5004,
} as const;
export const noticeErrorCode = apiErrorCodes.notice;

/** Why a call failed; the message and status are the same for all of them (spec section 8). */
export type ApiFailureReason =
  'invalid-request' | 'network' | 'timeout' | 'http' | 'api' | 'invalid-response';

/**
 * Every failed product API call: status 500 and 'API Request failed {url}', with the API's error
 * data (or the validation issues) in `data` and the upstream HTTP status when there was one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status = 500;
  readonly url: string;
  readonly reason: ApiFailureReason;
  readonly data: unknown;
  readonly upstreamStatus: number | undefined;

  constructor(options: {
    url: string;
    reason: ApiFailureReason;
    data?: unknown;
    upstreamStatus?: number;
    cause?: unknown;
  }) {
    super(`API Request failed ${options.url}`, { cause: options.cause });
    this.url = options.url;
    this.reason = options.reason;
    this.data = options.data;
    this.upstreamStatus = options.upstreamStatus;
  }

  /** The API's own error code, when the API answered with its error envelope. */
  get errorCode(): number | undefined {
    const parsed = apiErrorDetailSchema.safeParse(this.data);
    return parsed.success ? parsed.data.error_code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
