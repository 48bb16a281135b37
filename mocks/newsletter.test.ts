import { isApiError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { reset } from './embedded.ts';
import { newsletterTokenOf } from './fixtures/newsletter.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

const api = mockApiClient({ sessionId: 'newsletter-session' });
const email = 'Reader@Example.com';

beforeEach(() => reset());
afterEach(() => reset());

describe('the newsletter', () => {
  it('says when an address was subscribed already', async () => {
    const first = await api.call('newsletter.subscribe', { email, accepts_privacy: true });
    const second = await api.call('newsletter.subscribe', {
      email: email.toLowerCase(),
      accepts_privacy: true,
    });
    expect([first.already_subscribed, second.already_subscribed]).toEqual([false, true]);
  });

  it("unsubscribes with the link's token and refuses another token with 404", async () => {
    await api.call('newsletter.subscribe', { email, accepts_privacy: true });
    const refused = await api
      .call('newsletter.unsubscribe', { email, token: 'nl-00000000' })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.upstreamStatus).toBe(404);
    expect(db.newsletterEmails).toContain(email.toLowerCase());
    await api.call('newsletter.unsubscribe', { email, token: newsletterTokenOf(email) });
    expect(db.newsletterEmails).not.toContain(email.toLowerCase());
  });
});
