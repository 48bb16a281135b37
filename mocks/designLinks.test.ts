import { isApiError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { embeddedProductApi, reset } from './embedded.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { mailboxPath } from './handlers/designLinks.ts';
import { mockApiClient, type MockApiClient } from './testing/mockApiClient.ts';

beforeEach(() => reset());
afterEach(() => reset());

/** The status a call answers: 200, or the product API's error status. */
const status = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (isApiError(error) ? error.upstreamStatus : error),
  );

/** The refusal a call answers: its status and the API's error envelope. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) =>
      isApiError(error) ? { status: error.upstreamStatus, body: error.data } : error,
  );

const collage = 2004;

/** A guest on a phone who started a collage. */
async function phoneDesign() {
  const phone = mockApiClient({ sessionId: 'phone', language: 'es-ES' });
  const { design } = await phone.call('designs.create', { article_id: collage, name: 'Cádiz' });
  return { phone, design };
}

/** The token of the last design link mailed to an address, read from the mock's outbox. */
function mailedToken(to: string): string {
  const mail = db.outbox.findLast((candidate) => candidate.to === to);
  if (mail?.kind !== 'design-link' || !mail.link_token) throw new Error(`No design link to ${to}`);
  return mail.link_token;
}

const open = (api: MockApiClient, design_id: string, link_token: string, brand = 'main' as const) =>
  api.call('designs.openLink', { design_id, brand, link_token });

describe('a design link mailed to the customer', () => {
  it('mails a link to the design on the site of the call, with an unguessable token', async () => {
    const { phone, design } = await phoneDesign();
    await phone.call('designs.emailLink', {
      design_id: design.id,
      brand: 'main',
      email: ' ana@example.com ',
    });
    const [mail] = db.outbox;
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      kind: 'design-link',
      design_id: design.id,
    });
    const token = mailedToken('ana@example.com');
    expect(token).toMatch(/^[A-Z2-9]{32}$/);
    expect(mail?.link).toBe(`/es-es/create/${collage}?design=${design.id}&token=${token}`);
  });

  it('refuses an invalid e-mail with a readable 400 naming the field', async () => {
    const { design } = await phoneDesign();
    // Sent as a browser would, past the client's own check of the e-mail.
    const response = await embeddedProductApi(
      new Request(`https://product-api.test/v2/designs/${design.id}/email-link`, {
        method: 'POST',
        body: new URLSearchParams({ ext_session_id: 'phone', brand: 'main', email: 'ana@' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { error_code: 4000, fields: { email: 'validation.email' } },
    });
    expect(db.outbox).toEqual([]);
  });

  it("answers 404 for an unknown design, and for someone else's (no link to another's design)", async () => {
    const { design } = await phoneDesign();
    const stranger = mockApiClient({ sessionId: 'stranger' });
    for (const design_id of ['p-999999', design.id])
      expect(
        await status(
          stranger.call('designs.emailLink', { design_id, brand: 'main', email: 'x@example.com' }),
        ),
      ).toBe(404);
    expect(db.outbox).toEqual([]);
  });

  it('opens the design with its token in another browser, which may then go on saving it', async () => {
    const { phone, design } = await phoneDesign();
    await phone.call('designs.update', {
      design_id: design.id,
      brand: 'main',
      revision: design.revision,
      name: 'Cádiz 2026',
    });
    await phone.call('designs.emailLink', {
      design_id: design.id,
      brand: 'main',
      email: 'ana@example.com',
    });
    const laptop = mockApiClient({ sessionId: 'laptop' });
    // Before the link, the laptop is told the design is someone else's: nothing of it is sent.
    const before = await refusal(
      laptop.call('designs.get', { design_id: design.id, brand: 'main' }),
    );
    expect(before).toMatchObject({ status: 403 });
    expect(JSON.stringify(before)).not.toContain('Cádiz');

    const opened = await open(laptop, design.id, mailedToken('ana@example.com'));
    expect(opened.design).toMatchObject({ id: design.id, name: 'Cádiz 2026', revision: 1 });
    const saved = await laptop.call('designs.update', {
      design_id: design.id,
      brand: 'main',
      revision: 1,
      name: 'Cádiz en familia',
    });
    expect(saved.design.revision).toBe(2);
    // The phone keeps its design, with the laptop's change.
    const onPhone = await phone.call('designs.get', { design_id: design.id, brand: 'main' });
    expect(onPhone.design.name).toBe('Cádiz en familia');
    // The link stays valid: the same mail opens it again, on a third device.
    const tablet = mockApiClient({ sessionId: 'tablet' });
    expect(await status(open(tablet, design.id, mailedToken('ana@example.com')))).toBe(200);
  });

  it('opens nothing with a wrong token, the token of another design, or on the other brand', async () => {
    const { phone, design } = await phoneDesign();
    const other = await phone.call('designs.create', { article_id: collage, name: 'Otro' });
    await phone.call('designs.emailLink', {
      design_id: other.design.id,
      brand: 'main',
      email: 'ana@example.com',
    });
    const otherToken = mailedToken('ana@example.com');
    const laptop = mockApiClient({ sessionId: 'laptop' });
    expect(await status(open(laptop, design.id, 'WRONGTOKENWRONGTOKENWRONGTOKEN22'))).toBe(403);
    expect(await status(open(laptop, design.id, otherToken))).toBe(403);
    // The second brand's storefront does not find the main brand's design, token or not.
    expect(await status(open(laptop, other.design.id, otherToken, 'second' as 'main'))).toBe(404);
    expect(await status(laptop.call('designs.get', { design_id: design.id, brand: 'main' }))).toBe(
      403,
    );
    const { designs } = await laptop.call('designs.list', { brand: 'main' });
    expect(designs).toEqual([]);
  });

  it('answers 404 for an unknown design, with or without a token', async () => {
    const guest = mockApiClient({ sessionId: 'guest' });
    expect(await status(guest.call('designs.get', { design_id: 'p-404', brand: 'main' }))).toBe(
      404,
    );
    expect(await status(open(guest, 'p-404', 'ANYTOKEN'))).toBe(404);
  });

  it('keeps the opened design with the account when the guest logs in', async () => {
    const { phone, design } = await phoneDesign();
    await phone.call('designs.emailLink', {
      design_id: design.id,
      brand: 'main',
      email: 'ana@example.com',
    });
    const laptop = mockApiClient({ sessionId: 'laptop' });
    await open(laptop, design.id, mailedToken('ana@example.com'));
    const { token } = await laptop.call('auth.login', {
      email: demoAccounts.customer,
      password: demoPassword,
    });
    const account = mockApiClient({ sessionId: 'desktop', token: () => token });
    expect(await status(account.call('designs.get', { design_id: design.id, brand: 'main' }))).toBe(
      200,
    );
  });

  it("shows the demo's mails to one address through the mailbox", async () => {
    const { phone, design } = await phoneDesign();
    await phone.call('designs.emailLink', {
      design_id: design.id,
      brand: 'main',
      email: 'ana@example.com',
    });
    const read = async (to: string) => {
      const response = await embeddedProductApi(
        new Request(
          `https://demo.test/mock-product-api${mailboxPath}?to=${encodeURIComponent(to)}`,
        ),
      );
      return ((await response.json()) as { mails: { link?: string }[] }).mails;
    };
    const [mail] = await read('ANA@example.com');
    expect(mail?.link).toContain(`design=${design.id}&token=`);
    expect(await read('someone@example.com')).toEqual([]);
  });
});
