import { brotliDecompressSync, constants, createBrotliCompress } from 'node:zlib';
import { slotText, type DocumentFill, type DocumentTemplate } from './pageDocument.ts';

// A kept page's document in brotli, compressed once per template: one brotli stream over the
// template's parts, flushed around each slot, whose bytes each response sends as uncompressed
// meta-blocks of its own (RFC 7932, section 9.2). What a compressed meta-block depends on is kept
// the same as the encoder saw it: every slot has a fixed width (JSON is padded with spaces), so
// distances and the dictionary's reach do not move; the encoder saw bytes in the slots that no part
// holds, so nothing after points into them; and each uncompressed stretch ends with two bytes of the
// part after it, the context the next literals are coded in. The result is checked once against the
// first response's document; a template that fails the check is sent in gzip.

/** A stretch of the document sent uncompressed: slots and the little static text between them. */
interface Stretch {
  /** The slots it holds, with the width each is padded to (in bytes). */
  slots: { index: number; width: number }[];
  /** `between[k]` follows `slots[k]` (the last is the two bytes of context, or what is left). */
  between: Buffer[];
}

interface BrotliTemplate {
  /** The compressed static stretches: `compressed[i]` precedes `stretches[i]`; one more ends it. */
  compressed: Buffer[];
  stretches: Stretch[];
}

/**
 * A kept page is compressed again whenever it is rendered again (every minute while it is asked
 * for), and its first response waits for it: quality 5 takes tens of milliseconds for the home
 * page where 11 takes seconds, for 11 % more bytes (and still 15 % fewer than gzip's).
 */
const brotliQuality = 5;
/** Static text shorter than this between two slots goes uncompressed with them. */
const shortestCompressedPart = 16;
/** Bytes of the part after a stretch that end the stretch: the context of the next literals. */
const contextBytes = 2;
/**
 * The width a slot of JSON is padded to, from its first fill: room for another visitor's session
 * (or empty cart) of the same kind, whose fields differ a little.
 */
const jsonWidth = (length: number) => Math.max(length + 256, Math.ceil(length * 1.25));
/** The most an uncompressed meta-block holds. */
const maxUncompressedBlock = 1 << 16;

/**
 * The encoder's stand-in for the slots: bytes of `alphabet` (none of which the parts hold) in an
 * order where no two follow each other twice (a de Bruijn sequence), so it finds nothing to copy.
 */
function standIn(alphabet: number[], length: number): Buffer {
  const k = alphabet.length;
  const sequence: number[] = [];
  const a = new Array<number>(2 * k).fill(0);
  const visit = (t: number, p: number) => {
    if (t > 2) {
      if (2 % p === 0) for (let j = 1; j <= p; j++) sequence.push(a[j] ?? 0);
      return;
    }
    a[t] = a[t - p] ?? 0;
    visit(t + 1, p);
    for (let j = (a[t - p] ?? 0) + 1; j < k; j++) {
      a[t] = j;
      visit(t + 1, t);
    }
  };
  visit(1, 1);
  const bytes = Buffer.allocUnsafe(length);
  for (let index = 0; index < length; index++)
    bytes[index] = alphabet[sequence[index % sequence.length] ?? 0] ?? 0;
  return bytes;
}

/** A slot's text as it is sent: JSON padded with spaces to its width; a nonce exactly as wide. */
function slotBytes(
  template: DocumentTemplate,
  index: number,
  fill: DocumentFill,
  width: number,
): Buffer | undefined {
  const text = Buffer.from(slotText(template, index, fill), 'utf8');
  if (text.length === width) return text;
  if (text.length > width || template.slots[index] === 'nonce') return undefined;
  return Buffer.concat([text, Buffer.alloc(width - text.length, 0x20)]);
}

/** An uncompressed meta-block header (not last, four nibbles of length), byte-aligned. */
function uncompressedHeader(length: number): Buffer {
  // ISLAST 0, MNIBBLES 0 (four), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then zero padding.
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
}

function uncompressedBlocks(bytes: Buffer, into: Buffer[]) {
  for (let from = 0; from < bytes.length; from += maxUncompressedBlock) {
    const block = bytes.subarray(from, from + maxUncompressedBlock);
    into.push(uncompressedHeader(block.length), block);
  }
}

/** The brotli document of one response, or undefined when a slot's text does not fit its width. */
function brotliPieces(
  template: DocumentTemplate,
  brotli: BrotliTemplate,
  fill: DocumentFill,
): { pieces: Buffer[]; byteLength: number } | undefined {
  const pieces: Buffer[] = [];
  for (const [index, stretch] of brotli.stretches.entries()) {
    pieces.push(brotli.compressed[index] ?? Buffer.alloc(0));
    const bytes: Buffer[] = [];
    for (const [k, slot] of stretch.slots.entries()) {
      const text = slotBytes(template, slot.index, fill, slot.width);
      if (!text) return undefined;
      bytes.push(text, stretch.between[k] ?? Buffer.alloc(0));
    }
    uncompressedBlocks(Buffer.concat(bytes), pieces);
  }
  pieces.push(brotli.compressed.at(-1) ?? Buffer.alloc(0));
  return { pieces, byteLength: pieces.reduce((sum, piece) => sum + piece.byteLength, 0) };
}

/** Writes `bytes` to the encoder and reads what it has made once flushed (or ended). */
async function compressedUpTo(
  encoder: ReturnType<typeof createBrotliCompress>,
  bytes: Buffer,
  end: boolean,
): Promise<Buffer> {
  const out: Buffer[] = [];
  const read = () => {
    for (let chunk: unknown = encoder.read(); chunk !== null; chunk = encoder.read())
      out.push(chunk as Buffer);
  };
  encoder.on('readable', read);
  try {
    if (end) {
      const ended = new Promise((resolve, reject) => {
        encoder.once('end', resolve);
        encoder.once('error', reject);
      });
      encoder.end(bytes);
      await ended;
    } else {
      encoder.write(bytes);
      await new Promise<void>((resolve) =>
        encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve()),
      );
      read();
    }
  } finally {
    encoder.off('readable', read);
  }
  return Buffer.concat(out);
}

/**
 * Compresses a template once, sized for its slots as `fill` fills them (the page's first
 * response), and checks the result against that response's document: undefined when the template
 * cannot be sent so (its parts use nearly every byte value, or the check fails), and the page goes
 * in gzip.
 */
async function brotliTemplate(
  template: DocumentTemplate,
  fill: DocumentFill,
): Promise<BrotliTemplate | undefined> {
  const parts = template.parts.map((part) => Buffer.from(part, 'utf8'));
  const used = new Set<number>();
  for (const part of parts) for (const byte of part) used.add(byte);
  const alphabet = Array.from({ length: 256 }, (_, byte) => byte).filter((byte) => !used.has(byte));
  if (alphabet.length < 8) return undefined;
  const widths = template.slots.map((slot, index) => {
    const length = Buffer.byteLength(slotText(template, index, fill), 'utf8');
    return slot === 'nonce' ? length : jsonWidth(length);
  });
  // The document as static stretches (compressed) and stretches of slots (sent as they are).
  const statics: Buffer[] = [];
  const stretches: Stretch[] = [];
  let pending = parts[0] ?? Buffer.alloc(0);
  for (let index = 0; index < template.slots.length; index++) {
    statics.push(pending);
    const stretch: Stretch = { slots: [], between: [] };
    for (;;) {
      stretch.slots.push({ index, width: widths[index] ?? 0 });
      const next = parts[index + 1] ?? Buffer.alloc(0);
      const isLast = index + 1 === template.slots.length;
      if (!isLast && next.length < shortestCompressedPart) {
        stretch.between.push(next);
        index++;
        continue;
      }
      stretch.between.push(next.subarray(0, contextBytes));
      pending = next.subarray(contextBytes);
      break;
    }
    stretches.push(stretch);
  }
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
    },
  });
  const symbols = standIn(
    alphabet,
    widths.reduce((sum, width) => sum + width, 0),
  );
  let symbolAt = 0;
  const compressed: Buffer[] = [];
  for (const [index, stretch] of stretches.entries()) {
    compressed.push(await compressedUpTo(encoder, statics[index] ?? Buffer.alloc(0), false));
    const seen = stretch.slots.flatMap(({ width }, k) => {
      const stand = symbols.subarray(symbolAt, symbolAt + width);
      symbolAt += width;
      return [stand, stretch.between[k] ?? Buffer.alloc(0)];
    });
    // What the encoder makes of the stand-ins is dropped: each response sends its own slots.
    await compressedUpTo(encoder, Buffer.concat(seen), false);
  }
  compressed.push(await compressedUpTo(encoder, pending, true));
  const brotli = { compressed, stretches };
  const sent = brotliPieces(template, brotli, fill);
  if (!sent) return undefined;
  // The document as this response fills it, its JSON slots padded to their widths.
  const expected = Buffer.concat(
    parts.flatMap((part, index) => {
      if (index === template.slots.length) return [part];
      return [part, slotBytes(template, index, fill, widths[index] ?? 0) ?? Buffer.alloc(0)];
    }),
  );
  return brotliDecompressSync(Buffer.concat(sent.pieces)).equals(expected) ? brotli : undefined;
}

/** The brotli form of each kept template, made once when the page is kept. */
const brotliForms = new WeakMap<DocumentTemplate, BrotliTemplate>();

/**
 * Compresses a kept page's template in brotli once, sized for its first response's slots: the
 * page's responses go in brotli from then on. A template that cannot be (see `brotliTemplate`)
 * stays in gzip.
 */
export async function keepInBrotli(template: DocumentTemplate, fill: DocumentFill): Promise<void> {
  const form = await brotliTemplate(template, fill).catch(() => undefined);
  if (form) brotliForms.set(template, form);
}

/** One response's document in brotli, when its template has a brotli form its slots fit. */
export function brotliDocumentPieces(
  template: DocumentTemplate,
  fill: DocumentFill,
): { pieces: Buffer[]; byteLength: number } | undefined {
  const form = brotliForms.get(template);
  return form && brotliPieces(template, form, fill);
}
