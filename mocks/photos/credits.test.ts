import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { licenceUrls, photoCredits, photoSubjects } from './credits.ts';

const folder = new URL('./', import.meta.url);
const shipped = async () =>
  (await readdir(folder)).filter((file) => !/^credits(\.test\.ts|\.ts|\.json)$/.test(file)).sort();

describe('photo credits', () => {
  it('lists every shipped photo, and every listed photo is shipped', async () => {
    expect(await shipped()).toEqual(photoCredits.map((photo) => photo.file).sort());
  });

  it('names at least 40 photographs, each with its author, source and a free licence', () => {
    expect(photoCredits.length).toBeGreaterThanOrEqual(40);
    for (const photo of photoCredits) {
      expect(photo.author, photo.file).not.toBe('');
      expect(photo.sourcePackage, photo.file).not.toBe('');
      expect(licenceUrls[photo.licence], photo.file).toMatch(/^https:\/\//);
      expect(photoSubjects, photo.file).toContain(photo.subject);
    }
  });

  it('keeps the photos small: JPEG, at most 1280 px on the long edge, 10 MB in all', async () => {
    let bytes = 0;
    for (const file of await shipped()) {
      const {
        format,
        width = 0,
        height = 0,
        size = 0,
      } = await sharp(new URL(file, folder).pathname).metadata();
      expect(format, file).toBe('jpeg');
      expect(Math.max(width, height), file).toBeLessThanOrEqual(1280);
      bytes += size;
    }
    expect(bytes).toBeLessThanOrEqual(10 * 1024 * 1024);
  });

  it('records each photo’s dominant colour, the placeholder pages show', async () => {
    const colours = await Promise.all(
      photoCredits.map(async (photo) => {
        const { dominant } = await sharp(new URL(photo.file, folder).pathname).stats();
        const channels = [dominant.r, dominant.g, dominant.b];
        return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
      }),
    );
    expect(colours).toEqual(photoCredits.map((photo) => photo.colour));
  }, 30_000);
});
