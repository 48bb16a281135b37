import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSessionPassword } from '../server/session/sessionCookie.ts';
import { describeOwnershipProbes } from './ownershipProbes.ts';
import { probeVisitor, type ProbeVisitor } from './probeVisitor.ts';
import { siteStartFailure, startSite, type RunningSite } from './startSite.ts';

/**
 * The session and guessing findings, each over real HTTP against a built site of its own behind
 * one proxy of ours (TRUST_PROXY=true), so its throttles slow nothing else in the suite.
 */
export function describeSecurityProbes(siteDir: string, sitePrefix: string) {
  describe('sessions and guessing', () => {
    let site: RunningSite;
    beforeAll(async () => {
      site = await startSite(siteDir, { TRUST_PROXY: 'true' });
    }, 60_000);
    afterAll(() => site.stop());

    const visitor = (hop?: string) => probeVisitor(() => site, sitePrefix, hop);
    const sessionOf = async (who: ProbeVisitor) =>
      (await who.send('/api/auth/session')).json() as Promise<unknown>;

    it('ends the session on sign-out for a copy of the cookie taken before', async () => {
      const customer = visitor();
      expect((await customer.logIn('demo@example.com', 'demo1234')).status).toBe(200);
      const copy = visitor();
      copy.use(customer.cookie());
      expect(await sessionOf(copy)).toMatchObject({ user: { email: 'demo@example.com' } });
      expect((await copy.send(`${sitePrefix}/accounts/home`)).status).toBe(200);
      expect((await customer.form('/api/auth/signout', { callbackUrl: sitePrefix })).status).toBe(
        200,
      );
      expect(await sessionOf(copy)).toBeNull();
      const account = await copy.send(`${sitePrefix}/accounts/home`);
      expect(account.status).toBe(302);
      expect(account.headers.get('location')).toContain('/login');
    }, 60_000);

    it('slows wrong passwords but lets the right one in: 12 wrong, then in', async () => {
      const customer = visitor('203.0.113.11');
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const wrong = await customer.logIn('demo@example.com', `guess-${attempt}`);
        expect(await wrong.json()).toEqual({ url: expect.stringContaining('CredentialsSignin') });
      }
      const right = await customer.logIn('demo@example.com', 'demo1234');
      expect(right.status).toBe(200);
      expect(await sessionOf(customer)).toMatchObject({ user: { email: 'demo@example.com' } });
    }, 60_000);

    it('counts 70 forged first hops as the one address our proxy saw, and slows it', async () => {
      const proxyHop = '203.0.113.12';
      const attempt = async (index: number) => {
        const forged = visitor(`198.51.100.${index}, ${proxyHop}`);
        const started = performance.now();
        await forged.logIn(`nobody-${index}@example.com`, 'not-the-password');
        return performance.now() - started;
      };
      await Promise.all(Array.from({ length: 70 }, (_, index) => attempt(index)));
      expect(await attempt(99)).toBeGreaterThanOrEqual(2_000);
    }, 60_000);

    it('refuses a 20,000-character first name with a readable 400', async () => {
      const customer = visitor('203.0.113.13');
      await customer.logIn('demo@example.com', 'demo1234');
      const long = 'L'.repeat(20_000);
      const profile = await customer.proxy({
        path: '/customers/me',
        method: 'POST',
        body: { customer_type: 'PERSON', first_name: long, last_name: 'Martín' },
      });
      expect(profile.status).toBe(400);
      expect(await profile.text()).toContain('first_name');
      // Still signed in, with a cookie browsers keep.
      expect(customer.cookie().length).toBeLessThan(3_900);
      expect(await sessionOf(customer)).toMatchObject({ user: { email: 'demo@example.com' } });
    }, 60_000);

    describeOwnershipProbes(visitor);
  });

  it('refuses to start with the development session password or an easily guessed one', async () => {
    for (const password of [developmentSessionPassword, 'a'.repeat(64)]) {
      const { code, output } = await siteStartFailure(siteDir, { SESSION_PASSWORD: password });
      expect(code, output).toBe(1);
      expect(output.trim().split('\n'), output).toEqual([
        expect.stringMatching(/cannot start: SESSION_PASSWORD (is the development|is too easy)/),
      ]);
    }
  }, 60_000);
}
