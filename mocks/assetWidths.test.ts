import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embeddedProductApi } from './embedded.ts';
import { articlePictures, familyMockups } from './fixtures/pictures.ts';
import { presentImage } from './present/images.ts';

const base = 'https://product-api.test';
/** The URL of an article's main picture, as if it were 1200 × 900. */
function mainPictureUrl(articleId: number, format: string): string {
  const [main] = articlePictures(articleId, 'mugs', 'Classic mug');
  if (!main) throw new Error('No main picture');
  return (
    presentImage(base, { ...main, width: 1200, height: 900 }).sources.find(
      (source) => source.format === format,
    )?.url ?? ''
  );
}
const mugUrl = (format: string) => mainPictureUrl(3001, format);
async function picture(url: string) {
  const response = await embeddedProductApi(new Request(url));
  expect(response.status, url).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('mock image service', () => {
  it('answers every width a srcset asks for, in the picture proportions, never enlarged', async () => {
    const size = async (query: string) => {
      const { bytes } = await picture(`${mugUrl('webp')}${query}`);
      const { width, height } = await sharp(bytes).metadata();
      return [width, height];
    };
    await expect(size('')).resolves.toEqual([1200, 900]);
    await expect(size('&width=320')).resolves.toEqual([320, 240]);
    await expect(size('&width=960')).resolves.toEqual([960, 720]);
    await expect(size('&width=4000')).resolves.toEqual([1200, 900]);
  });

  it('answers every format of the spec as that format', async () => {
    const expected = { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' } as const;
    for (const [format, sharpFormat] of Object.entries(expected)) {
      const { response, bytes } = await picture(
        `${mugUrl('jpg').replace('.jpg?', `.${format}?`)}&width=320`,
      );
      expect(response.headers.get('content-type'), format).toMatch(/^image\//);
      expect((await sharp(bytes).metadata()).format, format).toBe(sharpFormat);
    }
  });

  it('draws the same picture for the same id, and another one for another article', async () => {
    const first = await picture(`${mugUrl('jpg')}&width=320`);
    const again = await picture(`${mugUrl('jpg')}&width=320`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const otherUrl = mainPictureUrl(3002, 'jpg');
    const { bytes } = await picture(`${otherUrl}&width=320`);
    expect(bytes.equals(first.bytes)).toBe(false);
  });

  it('answers a picture URL it cannot read with a 400 that names the problem', async () => {
    const response = await embeddedProductApi(
      new Request(`${base}/mock-assets/product/1001.jpg?w=600&h=600&mockup=mug&photo=nowhere.jpg`),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: object } };
    expect(body.error.message).toMatch(/photo/);
    expect(Object.keys(body.error.fields)).toEqual(['photo']);
  });
});

describe('product pictures', () => {
  it('gives every article a gallery of at least three pictures from its family', () => {
    for (const [family, mockup] of Object.entries(familyMockups)) {
      const gallery = articlePictures(4242, family as keyof typeof familyMockups, 'An article');
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery[0]?.mockup).toBe(mockup);
      expect(new Set(gallery.map((asset) => `${asset.kind}/${asset.key}`)).size).toBe(
        gallery.length,
      );
    }
  });

  it('names the same photo and mock-up for the same id, and a placeholder colour', () => {
    expect(articlePictures(1001, 'photo-books', 'A')).toEqual(
      articlePictures(1001, 'photo-books', 'A'),
    );
    const [main] = articlePictures(1001, 'photo-books', 'A');
    if (!main) throw new Error('No main picture');
    const image = presentImage(base, main);
    expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.sources.every((source) => source.url.includes('mockup=book'))).toBe(true);
  });
});
