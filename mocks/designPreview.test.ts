import { afterEach, expect, it } from 'vitest';
import { reset } from './db.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

const firstPagePicture = async (api: ReturnType<typeof mockApiClient>, designId: string) => {
  const { previews } = await api.call('designs.preview', { brand: 'main', design_id: designId });
  return previews[0]?.sources.find((source) => source.format === 'jpg')?.url;
};

// The cart line shows the customer's design as last saved, not the article's photo or a stale render.
it('shows the rendered first page of the latest revision on the cart line of a design', async () => {
  const api = mockApiClient({ sessionId: 'designer' });
  const { design } = await api.call('designs.create', { article_id: 2004, name: 'Lisbon' });
  const firstRender = await firstPagePicture(api, design.id);
  await api.call('designs.update', {
    brand: 'main',
    design_id: design.id,
    revision: design.revision,
    name: 'Lisbon 2026',
  });

  const { cart } = await api.call('cart.addLine', {
    article_id: 2004,
    design_id: design.id,
    quantity: 1,
  });
  const latestRender = await firstPagePicture(api, design.id);
  expect(latestRender).toBeDefined();
  expect(latestRender).not.toBe(firstRender);
  expect(cart.lines[0]?.url_preview).toBe(latestRender);
  const { designs } = await api.call('designs.list', { brand: 'main' });
  expect(designs.find((summary) => summary.id === design.id)?.preview.sources).toContainEqual({
    format: 'jpg',
    url: latestRender,
  });
});
