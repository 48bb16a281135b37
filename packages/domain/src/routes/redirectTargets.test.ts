import { describe, expect, it } from 'vitest';
import { UnsafeRedirectError } from '../errors.ts';
import {
  assertSafeRedirect,
  isExternalRedirect,
  isInternalRedirect,
  isSafeRedirect,
} from './redirectTargets.ts';

describe('internal redirect targets', () => {
  it.each([
    '/',
    '/es-es',
    '/es-es/cart',
    '/es-es/login?redirect=%2Fes-es%2Fcart',
    '/es-es/search?query=a%20b#top',
    '/es-es/help-center/topic/abc_12',
  ])('accepts %s', (target) => {
    expect(isInternalRedirect(target)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/es-es'],
    ['absolute URL', 'https://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash inside', '/es-es\\..\\evil'],
    ['encoded slash', '/%2Fevil.example'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['lowercase encoded slashes', '%2f%2fevil.example'],
    ['double-encoded slashes', '%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['leading space', ' /es-es'],
    ['relative path', 'es-es/cart'],
    ['empty', ''],
    ['malformed encoding', '/%E0%A4%A'],
    ['endless encoding', `/${'%25'.repeat(8)}2F`],
  ])('refuses %s', (_case, target) => {
    expect(isInternalRedirect(target)).toBe(false);
    expect(isSafeRedirect(target)).toBe(false);
    expect(() => assertSafeRedirect(target)).toThrow(UnsafeRedirectError);
  });

  it('returns a safe target unchanged', () => {
    expect(assertSafeRedirect('/es-es/cart')).toBe('/es-es/cart');
  });
});

describe('external redirect targets', () => {
  it('are refused unless permitted', () => {
    expect(isSafeRedirect('https://www.paypal.com/checkout')).toBe(false);
    expect(() => assertSafeRedirect('https://www.paypal.com/checkout')).toThrow(
      UnsafeRedirectError,
    );
    expect(assertSafeRedirect('https://www.paypal.com/checkout', { external: true })).toBe(
      'https://www.paypal.com/checkout',
    );
    expect(isSafeRedirect('http://pay.example/x', { external: true })).toBe(true);
  });

  it.each([
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,x'],
    ['protocol-relative', '//evil.example'],
    ['credentials', 'https://user:pass@evil.example'],
    ['backslash', 'https://pay.example\\@evil.example'],
    ['whitespace', 'https://pay.example/\tx'],
    ['not a URL', 'pay.example'],
  ])('are refused even when permitted: %s', (_case, target) => {
    expect(isExternalRedirect(target)).toBe(false);
    expect(() => assertSafeRedirect(target, { external: true })).toThrow(UnsafeRedirectError);
  });

  it('name the refused target in the error', () => {
    expect(() => assertSafeRedirect('//evil.example')).toThrow(
      'Refused redirect to "//evil.example"',
    );
  });
});
