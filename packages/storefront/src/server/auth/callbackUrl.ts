import { isInternalRedirect } from '@shop/domain';

const maxCallbackUrlLength = 2048;

/**
 * A callbackUrl the auth endpoints may redirect to: a path on this site, or an absolute URL on this
 * site's own host (reduced to its path). Anything else (`//evil.example`, other hosts, `javascript:`,
 * encoded tricks) gives the fallback, as Auth.js's default redirect callback does.
 */
export function safeCallbackUrl(
  value: string | null | undefined,
  ownOrigin: string,
  fallback: string,
): string {
  // A page address, not a payload: longer ones would make a Location header nobody should send.
  if (!value || value.length > maxCallbackUrlLength) return fallback;
  let candidate = value;
  if (!value.startsWith('/') && URL.canParse(value)) {
    const target = new URL(value);
    const own = new URL(ownOrigin);
    if (
      !['http:', 'https:'].includes(target.protocol) ||
      target.host !== own.host ||
      target.username ||
      target.password
    )
      return fallback;
    candidate = `${target.pathname}${target.search}${target.hash}`;
  }
  return isInternalRedirect(candidate) ? candidate : fallback;
}
