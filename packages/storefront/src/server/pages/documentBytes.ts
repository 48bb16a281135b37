import { constants, crc32, deflateRawSync } from 'node:zlib';
import { slotText, type DocumentFill, type DocumentTemplate } from './pageDocument.ts';

// A filled page template as bytes: UTF-8 or gzip, the template's parts encoded once and only the
// slots per response.

/** A template's parts as UTF-8, made once: a response then encodes only its slots. */
const encodedParts = new WeakMap<DocumentTemplate, Buffer[]>();
function partsOf(template: DocumentTemplate): Buffer[] {
  let parts = encodedParts.get(template);
  if (!parts) {
    parts = template.parts.map((part) => Buffer.from(part, 'utf8'));
    encodedParts.set(template, parts);
  }
  return parts;
}
const nothing = Buffer.alloc(0);

/**
 * The pieces of one response's document, in order, with their length in bytes: the template's
 * parts as made once (shared by every response, never written to) and the slots' text between
 * them. A server writes them to the socket one after the other; nothing is joined or copied.
 */
export interface DocumentPieces {
  pieces: (Uint8Array | string)[];
  byteLength: number;
}

/** The document of one response as UTF-8 pieces. */
export function documentPieces(template: DocumentTemplate, fill: DocumentFill): DocumentPieces {
  const parts = partsOf(template);
  const first = parts[0] ?? nothing;
  const pieces: (Uint8Array | string)[] = [first];
  let byteLength = first.byteLength;
  for (let index = 0; index < template.slots.length; index++) {
    const text = slotText(template, index, fill);
    const part = parts[index + 1] ?? nothing;
    pieces.push(text, part);
    byteLength += Buffer.byteLength(text, 'utf8') + part.byteLength;
  }
  return { pieces, byteLength };
}

/** The document of one response, as UTF-8, in one piece. */
export function fillDocument(
  template: DocumentTemplate,
  fill: DocumentFill,
): Uint8Array<ArrayBuffer> {
  const { pieces, byteLength } = documentPieces(template, fill);
  return Buffer.concat(
    pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece)),
    byteLength,
  );
}

/** A template's parts each compressed on its own, made on its first gzip response. */
const deflatedParts = new WeakMap<DocumentTemplate, Buffer[]>();

/** Raw deflate blocks of `text` ending on a byte boundary, so more blocks may follow them. */
const deflatedBlocks = (bytes: Buffer) =>
  deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
/** The most bytes one stored deflate block holds. */
const maxStoredBlock = 0xffff;

/**
 * `bytes` as stored (uncompressed) deflate blocks: a slot's few hundred bytes of nonce and session
 * are not worth a compressor per response. The blocks before end on a byte boundary (see
 * `deflatedBlocks`), so each stored block is a header byte (not final, type 00), its length and the
 * length's complement, then the bytes.
 */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(bytes.length / maxStoredBlock));
  const out = Buffer.allocUnsafe(bytes.length + 5 * blocks);
  let at = 0;
  for (let from = 0, block = 0; block < blocks; block++, from += maxStoredBlock) {
    const length = Math.min(maxStoredBlock, bytes.length - from);
    out[at] = 0;
    out.writeUInt16LE(length, at + 1);
    out.writeUInt16LE(~length & 0xffff, at + 3);
    bytes.copy(out, at + 5, from, from + length);
    at += 5 + length;
  }
  return out;
}

/** The gzip member's header: no name, no time, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last, empty, deflate block. */
const finalBlock = deflateRawSync(nothing);

/**
 * The document of one response, gzip-compressed, as pieces (see `documentPieces`): the
 * template's parts are compressed once (each on its own, so each response's slots go between
 * them) and only the slots per response. The same bytes as `fillDocument` once decompressed; a
 * little larger than compressing the whole.
 */
export function gzipPieces(
  template: DocumentTemplate,
  fill: DocumentFill,
): DocumentPieces & { pieces: Uint8Array[] } {
  const raw = partsOf(template);
  let deflated = deflatedParts.get(template);
  if (!deflated) {
    deflated = raw.map(deflatedBlocks);
    deflatedParts.set(template, deflated);
  }
  const pieces: Uint8Array[] = [gzipHeader];
  let byteLength = gzipHeader.byteLength;
  let checksum = 0;
  let length = 0;
  const add = (bytes: Buffer, compressed: Buffer) => {
    checksum = crc32(bytes, checksum);
    length += bytes.length;
    pieces.push(compressed);
    byteLength += compressed.byteLength;
  };
  add(raw[0] ?? nothing, deflated[0] ?? nothing);
  for (let index = 0; index < template.slots.length; index++) {
    const bytes = Buffer.from(slotText(template, index, fill), 'utf8');
    add(bytes, storedBlocks(bytes));
    add(raw[index + 1] ?? nothing, deflated[index + 1] ?? nothing);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(finalBlock, trailer);
  byteLength += finalBlock.byteLength + trailer.byteLength;
  return { pieces, byteLength };
}

/** The document of one response, gzip-compressed, in one piece (see `gzipPieces`). */
export function gzipDocument(
  template: DocumentTemplate,
  fill: DocumentFill,
): Uint8Array<ArrayBuffer> {
  const { pieces, byteLength } = gzipPieces(template, fill);
  return Buffer.concat(pieces, byteLength);
}
