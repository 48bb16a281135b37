import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { buildId } from '../buildId.ts';
import { errorResponse } from './api/http.ts';
import type { MessageFile } from './render.tsx';
import type { StorefrontEnv } from './session/context.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Encoded {
  json: string;
  br: Buffer;
  gzip: Buffer;
}

const segment = z.string().regex(/^[a-z][a-zA-Z-]{1,40}$/, 'is not a locale or route name');
const fileParams = z.object({ locale: segment, route: segment.optional() });

/**
 * The spec's translation files: `general/{locale}/data.json` (namespaces every page renders) and
 * `{locale}/{route}/data.json?v={build id}` (a route's own). Each is encoded once (brotli and
 * gzip) and answered in what the browser accepts; the build-versioned URL is cached for a year.
 */
export function messageRoutes(messageFile: MessageFile) {
  const routes = new Hono<StorefrontEnv>();
  const encoded = new Map<string, Promise<Encoded | null>>();

  const encode = (locale: string, route: string | null) => {
    const key = `${locale}/${route ?? ''}`;
    let entry = encoded.get(key);
    if (!entry) {
      entry = messageFile(locale, route).then(async (bundles) => {
        if (!bundles) return null;
        const json = JSON.stringify(bundles);
        const [br, gz] = await Promise.all([
          brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipped(json, { level: 9 }),
        ]);
        return { json, br, gzip: gz };
      });
      encoded.set(key, entry);
    }
    return entry;
  };

  const answer = async (c: Context<StorefrontEnv>, route: string | null) => {
    const parsed = fileParams.safeParse(c.req.param());
    if (!parsed.success)
      return errorResponse(c, 400, `Invalid message file: ${parsed.error.issues[0]?.message}`);
    const file = await encode(parsed.data.locale, route);
    if (!file) return errorResponse(c, 404, `No messages at ${c.req.path}`);
    const versioned = c.req.query('v') === buildId;
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Vary', 'Accept-Encoding');
    c.header(
      'Cache-Control',
      versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    const accepted = c.req.header('accept-encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(file.br));
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(file.gzip));
    }
    return c.body(file.json);
  };

  routes.get('/general/:locale/data.json', (c) => answer(c, null));
  routes.get('/:locale/:route/data.json', (c) => answer(c, c.req.param('route')));
  return routes;
}
