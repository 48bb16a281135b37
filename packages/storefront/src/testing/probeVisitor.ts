import { cookies } from '@shop/domain';
import type { RunningSite } from './startSite.ts';

/**
 * A visitor of a probed site with one session cookie, behind our one proxy at `hop` (the site runs
 * with TRUST_PROXY=true): `send` keeps the cookie the site sets, `form` posts with the session's
 * CSRF token, `proxy` makes a product API call through `/api/proxy`.
 */
export function probeVisitor(site: () => RunningSite, sitePrefix: string, hop = '203.0.113.10') {
  let cookie = '';
  const send = async (path: string, init: RequestInit = {}) => {
    const { origin } = site();
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', hop);
    headers.set('origin', origin);
    if (cookie) headers.set('cookie', `${cookies.session.name}=${cookie}`);
    const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      if (pair.startsWith(`${cookies.session.name}=`))
        cookie = pair.slice(cookies.session.name.length + 1);
    }
    return response;
  };
  const form = async (path: string, fields: Record<string, string>) => {
    const csrf = (await (await send('/api/auth/csrf')).json()) as { csrfToken: string };
    return send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, csrfToken: csrf.csrfToken, json: 'true' }),
    });
  };
  const proxy = (call: { path: string; method: 'GET' | 'POST'; body?: Record<string, string> }) =>
    send('/api/proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    });
  const logIn = (email: string, password: string) =>
    form('/api/auth/callback/credentials', { email, password, callbackUrl: sitePrefix });
  return {
    send,
    form,
    proxy,
    logIn,
    cookie: () => cookie,
    use: (value: string) => void (cookie = value),
  };
}

export type ProbeVisitor = ReturnType<typeof probeVisitor>;
