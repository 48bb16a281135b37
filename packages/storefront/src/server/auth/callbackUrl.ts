import { isInternalRedirect } from '@shop/domain';

/**
 * A callbackUrl the auth endpoints may redirect to: a path on this site, or an absolute URL on this
 * site's own host (reduced to its path). Anything else (`//evil.example`, other hosts, `javascript:`,
 * encoded tricks) gives the fallback, as Auth.js's default redirect callback does.
 */
export function safeCallbackUrl(
  value: string | null | undefined,
  requestUrl: string,
  fallback: string,
): string {
  if (!value) return fallback;
  let candidate = value;
  if (!value.startsWith('/') && URL.canParse(value)) {
    const target = new URL(value);
    const own = new URL(requestUrl);
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
