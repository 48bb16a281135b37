import { afterEach, describe, expect, it } from 'vitest';
import { db, reset } from './db.ts';
import { embeddedProductApi } from './embedded.ts';

describe('embedded product API', () => {
  afterEach(() => reset());

  it('answers catalogue requests from the store', async () => {
    const response = await embeddedProductApi(new Request('http://product-api.test/catalogue/articles'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { articles: unknown[] };
    expect(body.articles).toHaveLength(db.articles.length);
  });

  it('answers unknown paths with a 404 error body', async () => {
    const response = await embeddedProductApi(new Request('http://product-api.test/nothing-here'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { error_code: 404 } });
  });
});
