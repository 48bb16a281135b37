import { describe, expect, it } from 'vitest';
import { embeddedProductApi } from './embedded.ts';

const base = 'https://product-api.test';
const svgSize = (svg: string) => svg.match(/<svg [^>]*width="(\d+)" height="(\d+)"/)?.slice(1);

describe('mock image service', () => {
  it('answers every width a srcset asks for, in the picture proportions, never enlarged', async () => {
    const picture = `${base}/mock-assets/product/p-1.avif?label=Mug&w=1200&h=900`;
    const at = async (query: string) => {
      const response = await embeddedProductApi(new Request(`${picture}${query}`));
      expect(response.status).toBe(200);
      return svgSize(await response.text());
    };
    await expect(at('')).resolves.toEqual(['1200', '900']);
    await expect(at('&width=320')).resolves.toEqual(['320', '240']);
    await expect(at('&width=960')).resolves.toEqual(['960', '720']);
    await expect(at('&width=4000')).resolves.toEqual(['1200', '900']);
  });

  it('answers every format of the spec', async () => {
    for (const format of ['avif', 'webp', 'jpg', 'png']) {
      const response = await embeddedProductApi(
        new Request(`${base}/mock-assets/product/p-1.${format}?label=Mug&w=600&h=600&width=320`),
      );
      expect(response.status, format).toBe(200);
    }
  });
});
