import { uploadMaxBytes } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { fileProblem, readDateTaken, sniffImageType } from './imageFile.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

/** A JPEG start with an EXIF block holding DateTimeOriginal in the Exif IFD. */
function jpegWithDate(date: string, little: boolean) {
  const u16 = (value: number) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) =>
    little
      ? [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]
      : [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  const text = [...`${date}\0`].map((char) => char.charCodeAt(0));
  // TIFF header (8), IFD0 with one entry (2 + 12 + 4), the Exif IFD with one entry (2 + 12 + 4), the text.
  const exifIfd = 8 + 18;
  const textAt = exifIfd + 18;
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(1),
    ...u16(0x8769),
    ...u16(4),
    ...u32(1),
    ...u32(exifIfd),
    ...u32(0),
    ...u16(1),
    ...u16(0x9003),
    ...u16(2),
    ...u32(text.length),
    ...u32(textAt),
    ...u32(0),
    ...text,
  ];
  const app1 = [...'Exif\0\0'].map((char) => char.charCodeAt(0)).concat(tiff);
  const length = app1.length + 2;
  return bytes([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff], app1, [0xff, 0xda, 0, 2]);
}

describe('sniffImageType', () => {
  it('knows JPEG, PNG, WebP and HEIC by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe(
      'image/heic',
    );
    // An iPhone photo whose major brand is mif1, with HEIC among the compatible brands.
    expect(sniffImageType(bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'mif1MiHEheic'))).toBe(
      'image/heic',
    );
  });

  it('refuses text renamed .jpg, a video, a GIF, a WAV, a cut-off header and an empty file', () => {
    expect(sniffImageType(bytes('Hello, this is not a photo'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomiso2'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('fileProblem', () => {
  it('lets an image up to the limit through and stops a larger one or a non-image', () => {
    expect(fileProblem(uploadMaxBytes, 'image/jpeg')).toBeNull();
    expect(fileProblem(uploadMaxBytes + 1, 'image/jpeg')).toBe('tooLarge');
    expect(fileProblem(40 * 1024 * 1024, 'image/heic')).toBe('tooLarge');
    expect(fileProblem(1000, null)).toBe('notImage');
    expect(fileProblem(0, 'image/png')).toBe('notImage');
  });
});

describe('readDateTaken', () => {
  it('reads DateTimeOriginal in both byte orders as local time', () => {
    const expected = new Date(2023, 6, 14, 18, 2, 33).getTime();
    expect(readDateTaken(jpegWithDate('2023:07:14 18:02:33', true))).toBe(expected);
    expect(readDateTaken(jpegWithDate('2023:07:14 18:02:33', false))).toBe(expected);
  });

  it('gives nothing without EXIF, for a blank date, for other formats and for cut-off data', () => {
    expect(readDateTaken(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda]))).toBeUndefined();
    expect(readDateTaken(jpegWithDate('    :  :     :  :  ', true))).toBeUndefined();
    expect(readDateTaken(bytes([0x89], 'PNG'))).toBeUndefined();
    expect(readDateTaken(jpegWithDate('2023:07:14 18:02:33', true).slice(0, 40))).toBeUndefined();
  });
});
