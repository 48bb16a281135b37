import type { Context } from 'hono';
import type { RenderResult } from '../render.tsx';
import type { StorefrontEnv } from '../session/context.ts';
import { documentEnd, documentStart, type DocumentAssets } from './pageDocument.ts';
import { htmlType } from './sendTemplate.ts';

/** A rendered page (not a redirect). */
export type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

const notReady = Symbol('not ready');

/** A piece of the page as it is ready, and whether the stream ended with it. */
interface Burst {
  bytes: Uint8Array;
  last: boolean;
}

/**
 * The chunks of a stream joined while they are ready without waiting: React writes a page in 4 KB
 * pieces, and each piece on its own would cost a trip through the stream, the compressor and the
 * socket. The burst the stream ends with says so, and the end of the document joins it.
 */
async function* inBursts(stream: ReadableStream<Uint8Array>): AsyncGenerator<Burst> {
  const reader = stream.getReader();
  let finished = false;
  try {
    let next = reader.read();
    for (;;) {
      const first = await next;
      if (first.done) break;
      const burst = [first.value];
      let last = false;
      for (;;) {
        next = reader.read();
        const ready = await Promise.race([next, Promise.resolve(notReady)]);
        if (ready === notReady) break;
        if (ready.done) {
          last = true;
          break;
        }
        burst.push(ready.value);
      }
      yield { bytes: burst.length === 1 ? first.value : Buffer.concat(burst), last };
      if (last) break;
    }
    finished = true;
  } finally {
    // The visitor left: React stops rendering.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/**
 * The document's bytes: the head with the shell React has rendered, then the rest as it renders,
 * then the page's state (what the render left in the query cache).
 */
async function* documentChunks(page: RenderedPage, assets: DocumentAssets, nonce: string) {
  const { head, html } = page;
  const encoder = new TextEncoder();
  const end = () =>
    encoder.encode(
      documentEnd({
        state: typeof page.state === 'function' ? page.state() : page.state,
        nonce,
      }),
    );
  const start = encoder.encode(documentStart({ head, assets, nonce }));
  if (typeof html === 'string') {
    yield Buffer.concat([start, encoder.encode(html), end()]);
    return;
  }
  // The head leaves with the shell, in one piece; when React has written the whole page by
  // then (nothing suspended), the page state goes with it: one write to the socket.
  let first: Uint8Array | undefined = start;
  for await (const { bytes, last } of inBursts(html)) {
    const pieces = [...(first ? [first] : []), bytes, ...(last ? [end()] : [])];
    yield pieces.length === 1 ? bytes : Buffer.concat(pieces);
    first = undefined;
    if (last) return;
  }
  yield first ? Buffer.concat([first, end()]) : end();
}

/**
 * Streams the page of a visitor whose page is nobody else's, as it renders; `done` runs once the
 * last byte is written, the render fails or the visitor leaves.
 */
export function streamPage(
  c: Context<StorefrontEnv>,
  page: RenderedPage,
  assets: DocumentAssets,
  done: () => void,
) {
  const chunks = documentChunks(page, assets, c.get('secureHeadersNonce') ?? '');
  const document = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          done();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (error) {
        done();
        throw error;
      }
    },
    // The visitor left: React stops rendering.
    cancel: async () => {
      done();
      await chunks.return(undefined);
    },
  });
  return c.body(document, page.status as 200, { 'Content-Type': htmlType });
}
