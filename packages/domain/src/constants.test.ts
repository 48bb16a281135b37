import { describe, expect, it } from 'vitest';
import {
  articleIdLimit,
  authRefreshIntervalMs,
  breakpointNames,
  breakpoints,
  cookies,
  helpCenterCategories,
  helpCenterTopicIdLists,
  routePreloadConcurrency,
} from './constants.ts';

const daySeconds = 86_400;

describe('breakpoints', () => {
  it('grow from mobile to desktopWide', () => {
    const widths = breakpointNames.map((name) => breakpoints[name]);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(breakpoints.mobile).toBe(320);
    expect(breakpoints.desktopWide).toBe(1600);
  });
});

describe('cookies', () => {
  it('keep the spec ages', () => {
    expect(cookies.affiliate.maxAgeSeconds).toBe(15 * daySeconds);
    expect(cookies.awc.maxAgeSeconds).toBe(30 * daySeconds);
    expect(cookies.trackingParameters.maxAgeSeconds).toBe(14 * daySeconds);
    expect(cookies.viewport.maxAgeSeconds).toBe(365 * daySeconds);
  });

  it('keep the spec flags', () => {
    expect(cookies.trackingParameters).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    expect(cookies.viewport.sameSite).toBe('Strict');
    expect(cookies.session).toMatchObject({ path: '/', secure: true, httpOnly: true });
  });

  it('have distinct names valid in a cookie header', () => {
    const names = Object.values(cookies).map((cookie) => cookie.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('limits and timings', () => {
  it('match spec section 9', () => {
    expect(articleIdLimit).toBe(20000);
    expect(routePreloadConcurrency).toBe(4);
    expect(authRefreshIntervalMs).toBe(24 * 60 * 60 * 1000);
  });

  it('name the help-centre categories and topic lists', () => {
    expect(helpCenterCategories).toEqual({
      beforePurchase: 3,
      ordersWaiting: 5,
      ordersReceived: 7,
    });
    expect(helpCenterTopicIdLists).toEqual([
      [90, 23, 25, 27],
      [17, 21, 33, 29],
      [8, 11, 26, 31],
      [17, 21, 31, 29],
    ]);
  });
});
