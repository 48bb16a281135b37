import { hrefOf } from '@shop/domain';
import { db } from '@shop/mocks';
import { expect, it } from 'vitest';
import { accountKinds, expectRedirectsLandOnPages, loggedInSession } from './guardRedirects.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** What the routes' guards answer: a refused checkout says why, and every redirect lands on a page. */
export function guardChecks({ brandConfig, home, t, origin }: StorefrontChecks) {
  it('tells a customer who may not order, at the checkout, why and whom to write to (403)', async () => {
    const jar = await loggedInSession(origin(), accountKinds.restricted);
    const design = db.designs.find((candidate) => candidate.owner_customer_id === null);
    const added = await fetch(`${origin()}/api/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin(), cookie: jar.header() },
      body: JSON.stringify({
        path: '/cart/lines',
        method: 'POST',
        // A design of the shop on its article: customizable articles are sold with one.
        body: { article_id: String(design?.article_id), design_id: String(design?.id) },
      }),
    });
    jar.take(added);
    expect(added.status).toBe(200);
    const checkout = await fetch(`${origin()}${hrefOf(home, 'checkout')}`, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    expect(checkout.status).toBe(403);
    const html = await checkout.text();
    expect(html).toContain(t('errors:refused.orders-not-allowed.heading'));
    expect(html).toContain(`href="${hrefOf(home, 'contact')}"`);
    // The contact page it points to answers this customer (no tickets: the form itself).
    const contact = await fetch(`${origin()}${hrefOf(home, 'contact')}`, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    expect(contact.status).toBe(200);
  });

  it('lands every redirect a guard answers on a page that exists, for every kind of account', async () => {
    const followed = await expectRedirectsLandOnPages(origin(), brandConfig);
    console.warn(
      `${brandConfig.displayName}: ${followed} guard redirects followed, each to a page`,
    );
    expect(followed).toBeGreaterThan(10);
  }, 60_000);
}
