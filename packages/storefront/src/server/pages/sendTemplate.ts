import { ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { acceptedEncoding } from '../compression.ts';
import { securityHeadersOf } from '../security/securityHeaders.ts';
import type { StorefrontEnv } from '../session/context.ts';
import { brotliDocumentPieces } from './brotliDocument.ts';
import { documentPieces, fillDocument, gzipDocument, gzipPieces } from './documentBytes.ts';
import type { DocumentFill, DocumentTemplate } from './pageDocument.ts';

export const htmlType = 'text/html; charset=UTF-8';

/** Node's response to write to, when the server runs on Node's HTTP/1 server. */
function nodeResponseOf(c: Context<StorefrontEnv>): ServerResponse | undefined {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/** How a page made from a template goes to this client, by its Accept-Encoding. */
function templateEncodingOf(c: Context<StorefrontEnv>) {
  const encoding = acceptedEncoding(c, ['br', 'gzip', 'deflate']);
  // A client that takes brotli may still take gzip, when the page has no brotli form.
  const gzipToo = encoding === 'br' && acceptedEncoding(c, ['gzip']) === 'gzip';
  return { encoding, gzipToo };
}

/**
 * Sends a page made from a template: brotli-compressed when the browser takes brotli and the
 * template was compressed in brotli when it was kept (`keepInBrotli`: only the slots are added per
 * response), else gzip-compressed here when it takes gzip (the template's parts are compressed once,
 * see `gzipPieces`), else as UTF-8 (the parts encoded once).
 *
 * On Node the pieces are written straight to the socket, corked into one write: the parts are
 * shared by every response and nothing is joined, copied or wrapped in a web Response. The headers
 * are all known here: the security headers with this response's nonce (`securityHeadersOf`), what
 * the middleware before set (cache control, Vary, cookies) and the body's own. A client that takes
 * only deflate, a HEAD request, or a server that is not Node's gets the web Response, which the
 * compression middleware deflates.
 */
export function sendTemplate(
  c: Context<StorefrontEnv>,
  template: DocumentTemplate,
  fill: DocumentFill,
  status: number,
) {
  const { encoding, gzipToo } = templateEncodingOf(c);
  const get = c.req.method === 'GET';
  const brotli = get && encoding === 'br' ? brotliDocumentPieces(template, fill) : undefined;
  const gzip = get && !brotli && (encoding === 'gzip' || gzipToo);
  const outgoing = nodeResponseOf(c);
  const security = securityHeadersOf(c);
  if (outgoing && security && get && encoding !== 'deflate') {
    const { pieces, byteLength } =
      brotli ?? (gzip ? gzipPieces(template, fill) : documentPieces(template, fill));
    const headers: OutgoingHttpHeaders = {};
    // Read without making the context's response (a response made here would be merged into the
    // one returned).
    const before = c.newResponse(null).headers;
    for (const [name, value] of before) if (name !== 'set-cookie') headers[name] = value;
    const cookies = before.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    for (const [name, value] of security) headers[name] = value;
    headers['content-type'] = htmlType;
    if (brotli) headers['content-encoding'] = 'br';
    else if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = byteLength;
    outgoing.writeHead(status, headers);
    outgoing.cork();
    for (const piece of pieces) outgoing.write(piece);
    outgoing.end();
    outgoing.uncork();
    c.set('sentDirectly', true);
    return RESPONSE_ALREADY_SENT;
  }
  const type = { 'Content-Type': htmlType };
  if (brotli)
    return c.body(Buffer.concat(brotli.pieces, brotli.byteLength), status as 200, {
      ...type,
      'Content-Encoding': 'br',
    });
  if (!gzip) return c.body(fillDocument(template, fill), status as 200, type);
  return c.body(gzipDocument(template, fill), status as 200, {
    ...type,
    'Content-Encoding': 'gzip',
  });
}
