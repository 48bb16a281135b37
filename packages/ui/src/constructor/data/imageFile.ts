import { originalMaxBytes, uploadMaxBytes, type uploadImageTypes } from '@shop/domain';

export type UploadImageType = (typeof uploadImageTypes)[number];

/** Enough of the file's head to recognise every accepted format. */
export const headBytes = 128 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** HEIF brands phones write for still photos (HEIC and its multi-image and HEVC variants). */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The image format the file's bytes say it is, whatever its name or declared type: a text file
 * renamed `.jpg` is not an image. Only the formats `images.upload` accepts are recognised.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    // ISO base media: the major brand, then compatible brands up to the box's size.
    const boxSize = Math.min(
      ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
      64,
      bytes.length,
    );
    for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4)
      if (heicBrands.has(ascii(bytes, at, 4))) return 'image/heic';
  }
  return null;
}

export type FileProblem = 'tooLarge' | 'tooLargeToSend' | 'notImage';

/** Why an original chosen on the device cannot be taken, checked before it is decoded. */
export function originalProblem(size: number, type: UploadImageType | null): FileProblem | null {
  if (type === null || size === 0) return 'notImage';
  if (size > originalMaxBytes) return 'tooLarge';
  return null;
}

/** Why a prepared photo cannot be sent, checked before any byte leaves the device. */
export function fileProblem(size: number, type: UploadImageType | null): FileProblem | null {
  if (type === null || size === 0) return 'notImage';
  if (size > uploadMaxBytes) return 'tooLargeToSend';
  return null;
}

/** The file's SHA-256 in hex: the same photo chosen twice has the same fingerprint. */
export async function photoFingerprint(file: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `2023:07:14 18:02:33` as a local date and time, in ms; undefined when it is not one. */
function exifDate(text: string | undefined): number | undefined {
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const time = new Date(year, month - 1, day, hour, minute, second).getTime();
  return year > 1900 && Number.isFinite(time) ? time : undefined;
}

/**
 * When a photo was taken: EXIF DateTimeOriginal (else DateTimeDigitized, else DateTime) of a JPEG,
 * HEIC, WebP or PNG, read with ExifReader, which loads with the first photo and reads only the
 * bytes that hold the metadata. Undefined without EXIF or for a file it cannot read.
 */
export async function readDateTaken(file: File): Promise<number | undefined> {
  const { load } = await import('exifreader');
  try {
    const { exif } = await load(file, {
      length: 'auto',
      expanded: true,
      includeOffsets: true,
      includeTags: { exif: ['DateTimeOriginal', 'DateTimeDigitized', 'DateTime'] },
      // A phone's embedded preview images sit megabytes into the file: not needed for a date.
      excludeTags: { mpf: true },
    });
    return (
      exifDate(exif?.DateTimeOriginal?.description) ??
      exifDate(exif?.DateTimeDigitized?.description) ??
      exifDate(exif?.DateTime?.description)
    );
  } catch {
    return undefined;
  }
}
