import { UnsafeRedirectError } from '../errors.ts';

export interface RedirectPermission {
  /** Allow absolute http(s) URLs outside the site (e.g. a payment provider's page). */
  readonly external?: boolean;
}

// A throwaway origin to resolve internal paths against; an internal path must stay on it.
const siteOrigin = 'https://site.invalid';
const maxDecodeRounds = 5;

/** Percent-decodes until stable, so `%252F%252F` is judged as the `//` it becomes after two decodes. */
function decodingRounds(value: string): string[] | undefined {
  const rounds = [value];
  let current = value;
  for (let round = 0; round < maxDecodeRounds; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (decoded === current) return rounds;
    rounds.push(decoded);
    current = decoded;
  }
  return undefined;
}

/** The form as written: a path, no scheme, no second slash or backslash, no whitespace or control characters. */
function isSafeRawForm(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // URL parsers strip tabs and newlines, turning `/\t/evil` into `//evil`.
    !/[\s\p{Cc}]/u.test(value)
  );
}

/** A decoded form: judged on its path, since decoded query values may hold any text (`query=a b`). */
function isSafeDecodedForm(value: string): boolean {
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/\p{Cc}/u.test(path)
  );
}

/**
 * An internal redirect target: a path on this site (`/es-es/cart?x=1`). Refuses protocol-relative
 * (`//evil.example`), schemes (`javascript:`), backslashes, control characters and any of these hidden
 * behind percent-encoding.
 */
export function isInternalRedirect(target: string): boolean {
  const rounds = decodingRounds(target);
  if (!rounds?.every(isSafeDecodedForm) || !isSafeRawForm(target)) return false;
  return new URL(target, siteOrigin).origin === siteOrigin;
}

/** An external target is only ever an absolute http(s) URL without credentials or odd characters. */
export function isExternalRedirect(target: string): boolean {
  if (/[\s\p{Cc}\\]/u.test(target) || !URL.canParse(target)) return false;
  const url = new URL(target);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === ''
  );
}

export function isSafeRedirect(target: string, permission: RedirectPermission = {}): boolean {
  return isInternalRedirect(target) || (permission.external === true && isExternalRedirect(target));
}

/** Returns the target when it is safe, throws `UnsafeRedirectError` otherwise (spec section 8). */
export function assertSafeRedirect(target: string, permission: RedirectPermission = {}): string {
  if (!isSafeRedirect(target, permission)) throw new UnsafeRedirectError(target);
  return target;
}
