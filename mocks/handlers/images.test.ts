import { ApiError, uploadMaxBytes } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { reset } from '../embedded.ts';
import { mockApiClient } from '../testing/mockApiClient.ts';

// A PNG signature and IHDR of 1x1 pixels: enough for the upload to read its size.
const pngHead = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0,
]);

describe('images.upload in the mocks', () => {
  beforeAll(() => reset());

  it('takes a photo up to the domain limit and refuses a larger one with 413', async () => {
    const client = mockApiClient({ sessionId: 'upload-limits' });
    const small = new File([pngHead], 'small.png', { type: 'image/png' });
    await expect(client.call('images.upload', { img: small })).resolves.toMatchObject({
      width: 1,
      height: 1,
    });
    const big = new Uint8Array(uploadMaxBytes + 1);
    big.set(pngHead);
    const error: unknown = await client
      .call('images.upload', { img: new File([big], 'big.png', { type: 'image/png' }) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).upstreamStatus).toBe(413);
  });
});
