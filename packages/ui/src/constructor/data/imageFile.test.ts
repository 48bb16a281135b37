import { originalMaxBytes, uploadMaxBytes } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  originalProblem,
  photoFingerprint,
  readDateTaken,
  sniffImageType,
} from './imageFile.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

/** EXIF data (a TIFF structure) holding DateTimeOriginal in the Exif IFD. */
function exifWithDate(date: string, little: boolean): number[] {
  const u16 = (value: number) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) =>
    little
      ? [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]
      : [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  const text = [...`${date}\0`].map((char) => char.charCodeAt(0));
  // TIFF header (8), IFD0 with one entry (2 + 12 + 4), the Exif IFD with one entry (2 + 12 + 4), the text.
  const exifIfd = 8 + 18;
  const textAt = exifIfd + 18;
  return [
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
}

const littleEndian32 = (value: number) => [
  value & 0xff,
  (value >> 8) & 0xff,
  (value >> 16) & 0xff,
  value >>> 24,
];
const bigEndian32 = (value: number) => [
  value >>> 24,
  (value >> 16) & 0xff,
  (value >> 8) & 0xff,
  value & 0xff,
];
const photo = (content: Uint8Array<ArrayBuffer>, name: string) => new File([content], name);

/** A camera's JPEG: the EXIF block (APP1) right after the start of image. */
function jpegWithDate(date: string, little: boolean): File {
  const app1 = bytes('Exif\0\0', exifWithDate(date, little));
  const length = app1.length + 2;
  return photo(
    bytes([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff], [...app1], [0xff, 0xda, 0, 2]),
    'camera.jpg',
  );
}

/** A WebP (extended format) whose EXIF chunk comes after the image data, as the format orders it. */
function webpWithDate(date: string): File {
  const exif = exifWithDate(date, true);
  const chunk = (name: string, data: number[]) => [
    ...bytes(name),
    ...littleEndian32(data.length),
    ...data,
    ...(data.length % 2 ? [0] : []),
  ];
  // VP8X: the EXIF flag (bit 3), a 1x1 canvas (width and height minus one, 24 bits each).
  const vp8x = chunk('VP8X', [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const image = chunk(
    'VP8L',
    [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0],
  );
  const body = [...bytes('WEBP'), ...vp8x, ...image, ...chunk('EXIF', exif)];
  return photo(bytes('RIFF', littleEndian32(body.length), body), 'phone.webp');
}

/** A PNG with an eXIf chunk after its header. */
function pngWithDate(date: string): File {
  const chunk = (name: string, data: number[]) => [
    ...bigEndian32(data.length),
    ...bytes(name),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return photo(
    bytes(
      [0x89],
      'PNG',
      [0x0d, 0x0a, 0x1a, 0x0a],
      header,
      chunk('eXIf', exifWithDate(date, false)),
      chunk('IEND', []),
    ),
    'edited.png',
  );
}

/**
 * An iPhone-style HEIC: \`ftyp\`, then \`meta\` whose item list names an Exif item and whose item
 * locations point into \`mdat\` at the end, where the Exif item waits (offset to its TIFF header,
 * "Exif\0\0", the TIFF data).
 */
function heicWithDate(date: string): File {
  const box = (type: string, ...content: number[][]) => {
    const body = content.flat();
    return [...bigEndian32(8 + body.length), ...bytes(type), ...body];
  };
  const fullBox = (type: string, version: number, ...content: number[][]) =>
    box(type, [version, 0, 0, 0], ...content);
  const u16 = (value: number) => [value >> 8, value & 0xff];
  const exifItem = [...bigEndian32(6), ...bytes('Exif\0\0'), ...exifWithDate(date, false)];
  const ftyp = box('ftyp', [...bytes('heic')], bigEndian32(0), [...bytes('mif1heic')]);
  const meta = (itemOffset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, bigEndian32(0), [...bytes('pict')], new Array<number>(13).fill(0)),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), [...bytes('Exif')], [0])),
      fullBox(
        'iloc',
        0,
        [0x44, 0x00],
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        bigEndian32(itemOffset),
        bigEndian32(exifItem.length),
      ),
    );
  // The item sits after ftyp, meta and mdat's own header.
  const itemOffset = ftyp.length + meta(0).length + 8;
  return photo(
    new Uint8Array([...ftyp, ...meta(itemOffset), ...box('mdat', exifItem)]),
    'iphone.heic',
  );
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
  it('lets a prepared photo up to the sending limit through and stops a larger one or a non-image', () => {
    expect(fileProblem(uploadMaxBytes, 'image/jpeg')).toBeNull();
    expect(fileProblem(uploadMaxBytes + 1, 'image/jpeg')).toBe('tooLargeToSend');
    expect(fileProblem(40 * 1024 * 1024, 'image/heic')).toBe('tooLargeToSend');
    expect(fileProblem(1000, null)).toBe('notImage');
    expect(fileProblem(0, 'image/png')).toBe('notImage');
  });
});

describe('originalProblem', () => {
  it("takes a camera's original up to 50 MB, to be reduced on the device, and stops a larger one", () => {
    expect(originalProblem(40 * 1024 * 1024, 'image/jpeg')).toBeNull();
    expect(originalProblem(originalMaxBytes, 'image/heic')).toBeNull();
    expect(originalProblem(originalMaxBytes + 1, 'image/jpeg')).toBe('tooLarge');
    expect(originalProblem(1000, null)).toBe('notImage');
  });
});

describe('photoFingerprint', () => {
  it('is the same for the same bytes, whatever the name, and differs for other bytes', async () => {
    const photo = (bytes: number[], name: string) =>
      new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
    const first = await photoFingerprint(photo([0xff, 0xd8, 1, 2, 3], 'IMG_1.jpg'));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await photoFingerprint(photo([0xff, 0xd8, 1, 2, 3], 'copy of IMG_1.jpg'))).toBe(first);
    expect(await photoFingerprint(photo([0xff, 0xd8, 1, 2, 4], 'IMG_1.jpg'))).not.toBe(first);
  });
});

describe('readDateTaken', () => {
  const expected = new Date(2023, 6, 14, 18, 2, 33).getTime();

  it('reads DateTimeOriginal of a JPEG in both byte orders as local time', async () => {
    await expect(readDateTaken(jpegWithDate('2023:07:14 18:02:33', true))).resolves.toBe(expected);
    await expect(readDateTaken(jpegWithDate('2023:07:14 18:02:33', false))).resolves.toBe(expected);
  });

  it('reads it from a WebP, whose EXIF follows the image, and from a PNG', async () => {
    await expect(readDateTaken(webpWithDate('2023:07:14 18:02:33'))).resolves.toBe(expected);
    await expect(readDateTaken(pngWithDate('2023:07:14 18:02:33'))).resolves.toBe(expected);
  });

  it("reads it from a phone's HEIC, through the item locations of its meta box", async () => {
    await expect(readDateTaken(heicWithDate('2023:07:14 18:02:33'))).resolves.toBe(expected);
  });

  it('gives nothing without EXIF, for a blank date, for other files and for cut-off data', async () => {
    await expect(
      readDateTaken(photo(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda]), 'a.jpg')),
    ).resolves.toBeUndefined();
    await expect(readDateTaken(jpegWithDate('    :  :     :  :  ', true))).resolves.toBeUndefined();
    await expect(
      readDateTaken(photo(bytes('plain text, not a photo'), 'note.jpg')),
    ).resolves.toBeUndefined();
    const whole = new Uint8Array(await jpegWithDate('2023:07:14 18:02:33', true).arrayBuffer());
    await expect(readDateTaken(photo(whole.slice(0, 40), 'cut.jpg'))).resolves.toBeUndefined();
  });
});
