import { noticeErrorCode } from './errors.ts';

/**
 * The product API's error codes (`error.error_code`), by what they mean. The spec names only
 * 5004; the others follow its convention (four digits, first the HTTP family). The shop never
 * shows the API's English `message`: each code has a text in every language (`errors:api.*`).
 */
export const productApiErrorCodes = {
  invalidRequest: 4000,
  sessionRequired: 4001,
  unauthenticated: 4010,
  wrongCredentials: 4011,
  wrongCurrentPassword: 4012,
  forbidden: 4030,
  notFound: 4040,
  conflict: 4090,
  staleRevision: 4091,
  serverError: 5000,
  /** A notice, not a failure: the body still carries the endpoint's data. */
  notice: noticeErrorCode,
} as const;

export type ProductApiErrorName = keyof typeof productApiErrorCodes;

const namesByCode = new Map<number, ProductApiErrorName>(
  Object.entries(productApiErrorCodes).map(([name, code]) => [code, name as ProductApiErrorName]),
);

/** The name of an error code the shop knows, else undefined (a code of a newer API). */
export function productApiErrorName(code: number): ProductApiErrorName | undefined {
  return namesByCode.get(code);
}
