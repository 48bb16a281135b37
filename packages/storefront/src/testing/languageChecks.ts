import { expect, it } from 'vitest';
import { expectCountrySiteInItsLanguage } from './siteLanguages.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** Every country site of the brand: found from the visitor's languages, in its own language. */
export function languageChecks({ home, countrySites, origin }: StorefrontChecks) {
  it('sends / to the country site of the visitor, else the default one', async () => {
    const plain = await fetch(`${origin()}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'xx' },
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe(home.pathPrefix);
    const last = countrySites.at(-1);
    if (!last) throw new Error('The brand has no country site');
    const negotiated = await fetch(`${origin()}/`, {
      redirect: 'manual',
      headers: { 'accept-language': `${last.locale},en;q=0.5` },
    });
    expect(negotiated.headers.get('location')).toBe(last.pathPrefix);
  });

  it.each(countrySites.map((countrySite) => [countrySite.id, countrySite] as const))(
    'renders every built page of %s in its language: html lang, title, description, no English sentence',
    async (_id, countrySite) => {
      const { routes, rendered } = await expectCountrySiteInItsLanguage(origin(), countrySite);
      // Every page; the checkout only for an account with a cart (else it sends to the cart).
      expect(rendered).toBeGreaterThanOrEqual(routes - 1);
    },
  );

  it.each(countrySites.slice(0, 2).map((countrySite) => [countrySite.id, countrySite] as const))(
    'server-renders the home page of %s with hreflang for every country site',
    async (_id, countrySite) => {
      const response = await fetch(`${origin()}${countrySite.pathPrefix}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${countrySite.language}">`);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((match) => match[1]);
      expect(alternates).toHaveLength(countrySites.length + 1);
      expect(new Set(alternates)).toEqual(
        new Set([...countrySites.map((site) => site.locale), 'x-default']),
      );
      expect(html).toContain(`<link rel="canonical" href="${origin()}${countrySite.pathPrefix}"`);
    },
  );
}
