import { describe, expect, it } from 'vitest';
import {
  affiliateToRecord,
  extractTrackingParameters,
  parseAfcust,
  parseAwc,
  parseTrackingParameters,
  serializeTrackingParameters,
} from './campaignParameters.ts';
import { isCrawler } from './crawlers.ts';
import { externalReferrer } from './referrers.ts';

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
    'curl/8.5.0',
  ])('recognises %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ])('lets browsers through: %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it('does not call a missing user agent a crawler', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});

describe('tracking parameters', () => {
  it('keeps the listed parameters only, first value of each', () => {
    const search =
      '?utm_source=news&utm_medium=email&utm_source=other&gclid=abc&fbclid=&foo=bar&wbraid=w%20b';
    expect(extractTrackingParameters(search)).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      gclid: 'abc',
      wbraid: 'w b',
    });
  });

  it('drops blank and oversized values', () => {
    expect(
      extractTrackingParameters(
        new URLSearchParams({ utm_term: '  ', msclkid: 'x'.repeat(513), fbc: 'x'.repeat(512) }),
      ),
    ).toEqual({
      fbc: 'x'.repeat(512),
    });
  });

  it('round-trips through the cookie value, whatever the characters', () => {
    const values = { utm_campaign: 'Año nuevo & más=;', gbraid: '1.2.3' };
    const cookie = serializeTrackingParameters(values);
    expect(cookie).not.toMatch(/[\s;,]/);
    expect(parseTrackingParameters(cookie)).toEqual(values);
  });
});

describe('afcust', () => {
  it('keeps digits only', () => {
    expect(parseAfcust('12345')).toBe('12345');
    for (const value of ['', '12a', '-1', '1.5', ' 12', '١٢', null, undefined])
      expect(parseAfcust(value)).toBeUndefined();
  });

  it('records the hit once: numeric afcust and no affiliate cookie yet', () => {
    expect(affiliateToRecord('?afcust=42&utm_source=x', undefined)).toBe('42');
    expect(affiliateToRecord(new URLSearchParams({ afcust: '42' }), '42')).toBeUndefined();
    expect(affiliateToRecord('?afcust=abc', undefined)).toBeUndefined();
    expect(affiliateToRecord('?utm_source=x', undefined)).toBeUndefined();
  });
});

describe('awc', () => {
  it('keeps plain tokens up to 256 characters', () => {
    expect(parseAwc('1234_1700000000_abcdef0123456789')).toBe('1234_1700000000_abcdef0123456789');
    expect(parseAwc('a'.repeat(256))).toBe('a'.repeat(256));
  });

  it('refuses anything that could break or bloat the cookie', () => {
    for (const value of ['', 'a'.repeat(257), 'a b', 'a;b=c', 'a,b', '<script>', null, undefined])
      expect(parseAwc(value)).toBeUndefined();
  });
});

describe('internal referrers', () => {
  it.each([
    'https://www.paypal.com/checkoutnow',
    'https://sis.redsys.es/sis/realizarPago',
    'https://pay.klarna.com/x',
    'https://PAYPAL.COM./x',
  ])('treats %s as internal', (referrer) => {
    expect(externalReferrer(referrer)).toBe('');
  });

  it('treats the shop own hosts and their subdomains as internal', () => {
    expect(externalReferrer('https://www.shop.example/es-es/cart', ['shop.example'])).toBe('');
    expect(externalReferrer('https://shop.example/', ['SHOP.example'])).toBe('');
  });

  it.each([
    'https://www.google.com/',
    'https://paypal.com.evil.example/',
    'https://notpaypal.com/',
    'https://evil.example/?ref=paypal.com',
  ])('keeps %s as a referrer', (referrer) => {
    expect(externalReferrer(referrer, ['shop.example'])).toBe(referrer);
  });

  it('reports nothing for a referrer that is not a URL', () => {
    expect(externalReferrer('')).toBe('');
    expect(externalReferrer('not a url')).toBe('');
  });
});
