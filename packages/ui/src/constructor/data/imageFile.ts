import { uploadMaxBytes, type uploadImageTypes } from '@shop/domain';

export type UploadImageType = (typeof uploadImageTypes)[number];

/** Enough of the file's head to recognise every accepted format and reach a JPEG's EXIF block. */
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

export type FileProblem = 'tooLarge' | 'notImage';

/** Why a file cannot be sent as it is, checked before any byte leaves the device. */
export function fileProblem(size: number, type: UploadImageType | null): FileProblem | null {
  if (type === null || size === 0) return 'notImage';
  if (size > uploadMaxBytes) return 'tooLarge';
  return null;
}

/** `2023:07:14 18:02:33` as a local date and time, in ms; undefined when it is not one. */
function exifDate(text: string): number | undefined {
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text);
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
 * When a JPEG photo was taken: EXIF DateTimeOriginal (or DateTime when the camera left the former
 * out), from the APP1 block near the start of the file. Undefined for other formats or without EXIF.
 */
export function readDateTaken(bytes: Uint8Array): number | undefined {
  if (!startsWith(bytes, [0xff, 0xd8])) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (marker === 0xe1 && ascii(bytes, at + 4, 6) === 'Exif\0\0')
      return readTiffDate(view, at + 10, Math.min(bytes.length, at + 2 + length));
    at += 2 + length;
  }
  return undefined;
}

function readTiffDate(view: DataView, tiff: number, end: number): number | undefined {
  const inside = (offset: number, size: number) => offset >= tiff && offset + size <= end;
  if (!inside(tiff, 8)) return undefined;
  const little = view.getUint16(tiff) === 0x4949;
  const u16 = (offset: number) => view.getUint16(offset, little);
  const u32 = (offset: number) => view.getUint32(offset, little);
  /** The tags of one IFD: tag -> offset of its 12-byte entry. */
  const entries = (ifd: number) => {
    const found = new Map<number, number>();
    if (!inside(ifd, 2)) return found;
    const count = u16(ifd);
    for (let index = 0; index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (!inside(entry, 12)) break;
      found.set(u16(entry), entry);
    }
    return found;
  };
  const text = (entry: number | undefined) => {
    if (entry === undefined) return undefined;
    const length = u32(entry + 4);
    const start = length > 4 ? tiff + u32(entry + 8) : entry + 8;
    if (!inside(start, length)) return undefined;
    let result = '';
    for (let index = 0; index < length; index += 1) {
      const code = view.getUint8(start + index);
      if (code === 0) break;
      result += String.fromCharCode(code);
    }
    return exifDate(result);
  };
  const ifd0 = entries(tiff + u32(tiff + 4));
  const exifPointer = ifd0.get(0x8769);
  const exif =
    exifPointer === undefined ? new Map<number, number>() : entries(tiff + u32(exifPointer + 8));
  return text(exif.get(0x9003)) ?? text(exif.get(0x9004)) ?? text(ifd0.get(0x0132));
}
