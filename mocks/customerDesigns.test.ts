import { isApiError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedProductApi, reset } from './embedded.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

beforeEach(() => reset());
afterEach(() => reset());

const png1x1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const picture = () => new File([png1x1], 'preview.png', { type: 'image/png' });

const status = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (isApiError(error) ? error.upstreamStatus : error),
  );

/** A browser of its own (its own session id), logged in as one of the demo accounts. */
async function loggedIn(email: string, sessionId: string) {
  const browser = mockApiClient({ sessionId });
  const { token } = await browser.call('auth.login', { email, password: demoPassword });
  return mockApiClient({ sessionId: `${sessionId}-after-login`, token: () => token });
}

describe("a customer's designs", () => {
  it('open in another browser after login, and are not there for another customer or a guest', async () => {
    const laptop = await loggedIn(demoAccounts.customer, 'laptop');
    const { design } = await laptop.call('designs.create', { article_id: 1001, name: 'Rome' });

    const phone = await loggedIn(demoAccounts.customer, 'phone');
    expect(
      (await phone.call('designs.get', { brand: 'main', design_id: design.id })).design.name,
    ).toBe('Rome');

    const other = await loggedIn(demoAccounts.foticos, 'other');
    const guest = mockApiClient({ sessionId: 'stranger' });
    for (const api of [other, guest]) {
      expect(
        await Promise.all([
          status(api.call('designs.get', { brand: 'main', design_id: design.id })),
          status(
            api.call('designs.update', {
              brand: 'main',
              design_id: design.id,
              revision: 0,
              name: 'Mine',
            }),
          ),
          status(api.call('designs.preview', { brand: 'main', design_id: design.id })),
          status(api.call('designs.remove', { brand: 'main', design_id: design.id })),
          status(api.call('cart.addLine', { article_id: 1001, design_id: design.id })),
        ]),
        // Opening it says it is someone else's (403, nothing of it); every other call finds nothing.
      ).toEqual([403, 404, 404, 404, 404]);
      const { designs } = await api.call('designs.list', { brand: 'main', article_id: 1001 });
      expect(designs.map((summary) => summary.id)).not.toContain(design.id);
    }
    // Still the owner's, unchanged.
    expect(
      (await laptop.call('designs.get', { brand: 'main', design_id: design.id })).design.name,
    ).toBe('Rome');
  });

  it("attaches a guest's design to the account at login", async () => {
    const guest = mockApiClient({ sessionId: 'guest-designer' });
    const { design } = await guest.call('designs.create', { article_id: 1001, name: 'Beach' });
    await guest.call('auth.login', { email: demoAccounts.customer, password: demoPassword });

    const elsewhere = await loggedIn(demoAccounts.customer, 'elsewhere');
    const { designs } = await elsewhere.call('designs.list', { brand: 'main', article_id: 1001 });
    expect(designs.map((summary) => summary.id)).toContain(design.id);
    expect(
      await status(elsewhere.call('designs.get', { brand: 'main', design_id: design.id })),
    ).toBe(200);
  });
});

describe("the constructor's preview of a design", () => {
  it('is what the cart line and the design list show, kept until a new one is sent', async () => {
    const api = mockApiClient({ sessionId: 'previewer' });
    const first = await api.call('images.upload', { img: picture() });
    const { design } = await api.call('designs.create', {
      article_id: 1001,
      name: 'Lisbon',
      preview_url: first.url,
    });
    const { cart } = await api.call('cart.addLine', { article_id: 1001, design_id: design.id });
    const linePreview = cart.lines[0]?.url_preview ?? '';
    expect(linePreview.startsWith(first.url)).toBe(true);
    // The picture itself is served: what the browser uploaded.
    const served = await embeddedProductApi(new Request(linePreview));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png1x1);

    // A save without a new picture keeps it; a new one replaces it on the same cart line.
    const renamed = await api.call('designs.update', {
      brand: 'main',
      design_id: design.id,
      revision: design.revision,
      name: 'Lisbon 2026',
    });
    expect(renamed.design.preview.sources[0]?.url.startsWith(first.url)).toBe(true);
    const second = await api.call('images.upload', { img: picture() });
    await api.call('designs.update', {
      brand: 'main',
      design_id: design.id,
      revision: renamed.design.revision,
      preview_url: second.url,
    });
    const { cart: after } = await api.call('cart.get');
    expect(after.lines).toHaveLength(1);
    expect(after.lines[0]?.url_preview.startsWith(second.url)).toBe(true);
    const { designs } = await api.call('designs.list', { brand: 'main' });
    expect(designs.find((summary) => summary.id === design.id)?.preview.sources[0]?.url).toMatch(
      second.url,
    );
  });

  it("refuses another session's upload as the preview", async () => {
    const other = mockApiClient({ sessionId: 'someone-else' });
    const theirs = await other.call('images.upload', { img: picture() });
    const api = mockApiClient({ sessionId: 'previewer' });
    expect(
      await status(
        api.call('designs.create', { article_id: 1001, name: 'Oslo', preview_url: theirs.url }),
      ),
    ).toBe(400);
  });
});
