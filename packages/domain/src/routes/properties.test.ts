import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countrySites } from '../countrySites.ts';
import { matchRoute } from './matchRoute.ts';
import { hrefOf } from './paths.ts';
import { assertSafeRedirect, isInternalRedirect } from './redirectTargets.ts';
import { routes } from './routeTable.ts';

const siteOrigin = 'https://site.invalid';
const text = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter((value) => value.trim() !== '');

// Valid values for each parameter name of the route table.
const parameterValues: Record<string, fc.Arbitrary<string | number>> = {
  slug: text,
  design_id: text,
  public_id: text,
  user_required_action_public_id: text,
  article_id: fc.nat({ max: 19_999 }),
  id: fc.nat({ max: 1_000_000 }),
  order_id: fc.nat({ max: 1_000_000 }),
  ticket_id: fc.nat({ max: 1_000_000 }),
};

describe('route table properties', () => {
  it('matches every link it builds back to the same route and parameters', () => {
    const parameterised = routes.filter(
      (route) => route.pattern.includes(':') && route.name !== 'page',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...parameterised),
        fc.constantFrom(...countrySites.filter((site) => site.brand === 'main')),
        fc.gen(),
        (route, site, generate) => {
          const names = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
          const params = Object.fromEntries(
            names.map((name) => [name, generate(() => parameterValues[name] ?? text)]),
          );
          const result = matchRoute(hrefOf(site, route.name, params));
          if (route.countrySites !== 'all' && !route.countrySites.includes(site.id)) {
            expect(result.ok).toBe(false);
            return;
          }
          expect(result.ok && result.route.name).toBe(route.name);
          if (!result.ok) return;
          for (const name of names) expect(String(result.params[name])).toBe(String(params[name]));
        },
      ),
    );
  });
});

describe('redirect target properties', () => {
  it('every accepted internal target stays on the site', () => {
    // Built from the characters that matter for open redirects, so tricky mixtures come up often.
    const tricky = fc
      .array(fc.constantFrom(...'/\\%25Ff5Cc:.a?#\t @'.split(''), '%2F', '%5C', '%09', '%25'), {
        maxLength: 16,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(tricky, (target) => {
        if (isInternalRedirect(target)) {
          expect(new URL(target, siteOrigin).origin).toBe(siteOrigin);
          expect(new URL(decodeURIComponent(target), siteOrigin).origin).toBe(siteOrigin);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses anything behind a double slash, a backslash or a scheme, encoded or not', () => {
    const host = fc.domain();
    const prefix = fc.constantFrom(
      '//',
      '/\\',
      '\\\\',
      '%2F%2F',
      '%2f/',
      '/%5C',
      '%252F%252F',
      'javascript:',
      'https://',
    );
    fc.assert(
      fc.property(prefix, host, (start, domain) => {
        expect(() => assertSafeRedirect(`${start}${domain}`)).toThrow();
      }),
    );
  });

  it('accepts every path built from path characters', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 0, maxLength: 5 }), (segments) => {
        expect(isInternalRedirect(`/${segments.join('/')}`)).toBe(true);
      }),
    );
  });
});
