import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Bodies that declare fewer bytes are sent as they are. */
const threshold = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const variesByEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** Statuses whose responses carry no body. */
const bodyless = new Set([101, 204, 205, 304]);

/** What an answer is compressed in, best first. */
type StreamedEncoding = 'br' | 'gzip' | 'deflate';

/**
 * The encoding of `supported` (best first) the client weighs most by its Accept-Encoding, the
 * better one when weights tie (browsers send `gzip, deflate, br, zstd`), else `identity`.
 */
export function acceptedEncoding<Encoding extends StreamedEncoding>(
  c: Context,
  supported: readonly Encoding[],
): Encoding | 'identity' {
  return accepts(c, {
    header: 'Accept-Encoding',
    supports: [...supported],
    default: 'identity',
    match: (accepted) => {
      const weightOf = (encoding: string) =>
        accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ??
        accepted.find((entry) => entry.type === '*')?.q ??
        0;
      let best: Encoding | 'identity' = 'identity';
      let bestWeight = 0;
      for (const encoding of supported) {
        const weight = weightOf(encoding);
        if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
      }
      return best;
    },
  }) as Encoding | 'identity';
}

/**
 * Brotli for answers compressed as they are written: quality 5 makes pages smaller than gzip's best
 * for about gzip's time. Kept pages are compressed once per render (`brotliDocument.ts`), static
 * files once at build, at brotli's best.
 */
const streamedBrotliQuality = 5;

/**
 * brotli, gzip or deflate by Accept-Encoding (`acceptedEncoding`), like hono's `compress` but
 * flushed as the body is written: whatever arrived in one turn of the event loop leaves compressed
 * in that turn (`Z_SYNC_FLUSH`, brotli's `BROTLI_OPERATION_FLUSH`). hono's `CompressionStream`
 * holds everything until it has enough or the body ends, so a streamed page's head and shell would
 * wait for its end.
 */
export function compressAsWritten(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = response.headers.get('Content-Length');
    const type = response.headers.get('Content-Type');
    // `response.body` is read only to compress: on @hono/node-server's lightweight response it
    // makes a web Response of the whole body (a string page converted and encoded once more).
    if (
      response.status === 206 ||
      bodyless.has(response.status) ||
      response.headers.has('Content-Encoding') ||
      response.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length !== null && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(response.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = response.headers.get('Vary');
    if (vary !== '*' && !(vary && variesByEncoding.test(vary)))
      c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(c, ['br', 'gzip', 'deflate']);
    if (encoding === 'identity' || !response.body) return;
    c.res = new Response(response.body.pipeThrough(flushedCompression(encoding)), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}

function compressorOf(encoding: StreamedEncoding) {
  if (encoding === 'br')
    return createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: streamedBrotliQuality,
      },
    });
  return encoding === 'gzip' ? createGzip() : createDeflate();
}

/** A zlib compressor that flushes once per turn of the event loop in which something was written. */
export function flushedCompression(
  encoding: StreamedEncoding,
): TransformStream<Uint8Array, Uint8Array> {
  const zlib = compressorOf(encoding);
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flush: NodeJS.Immediate | undefined;
  const stopFlushing = () => {
    if (flush) clearImmediate(flush);
    flush = undefined;
  };
  // `cancel` (the reader went away) is in the Streams standard and Node, not yet in TypeScript's DOM types.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: () => void } = {
    start(controller) {
      // Once the reader has gone (the visitor left), what zlib still has is dropped, not enqueued.
      zlib.on('data', (chunk: Buffer) => {
        if (controller.desiredSize === null) return;
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        } catch {
          stopFlushing();
          zlib.destroy();
        }
      });
      zlib.on('error', (error) => {
        if (controller.desiredSize !== null) controller.error(error);
      });
    },
    transform(chunk) {
      zlib.write(chunk);
      flush ??= setImmediate(() => {
        flush = undefined;
        zlib.flush(flushKind);
      });
    },
    flush() {
      stopFlushing();
      return new Promise<void>((resolve, reject) => {
        zlib.once('end', resolve);
        zlib.once('error', reject);
        zlib.end();
      });
    },
    cancel() {
      stopFlushing();
      zlib.destroy();
    },
  };
  return new TransformStream(transformer);
}
