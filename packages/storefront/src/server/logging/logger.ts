import { getConnInfo } from '@hono/node-server/conninfo';
import type { PageEvent } from '@shop/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Logger } from 'pino';
import { traceFields } from '../operations/tracing.ts';
import { clientAddressOf } from '../session/clientAddress.ts';
import type { StorefrontEnv } from '../session/context.ts';

export type { Logger } from 'pino';

/** The server's structured logger (JSON lines on stdout). */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  // Each line carries the trace it belongs to, when tracing is on.
  const options = { level, base: { service: 'storefront' }, mixin: traceFields };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A logger made on its first use: a child logger with bindings costs more than most requests
 * (a page from the page cache) spend on everything else, and most requests log nothing.
 */
export function lazyLogger(make: () => Logger): Logger {
  let logger: Logger | undefined;
  const made = () => (logger ??= make());
  return new Proxy({} as Logger, {
    get(_target, key) {
      const target = made();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
    set: (_target, key, value) => Reflect.set(made(), key, value),
    has: (_target, key) => key in made(),
  });
}

/**
 * Escapes control characters (and the JavaScript line separators) as `\uXXXX`, so a client's text
 * can neither forge log lines nor hide in a terminal.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// A header value longer than this in a log line is noise or an attack on the log size.
const maxLoggedHeaderLength = 1024;
const logSafe = (value: string | undefined) =>
  value === undefined ? undefined : escapeControlCharacters(value.slice(0, maxLoggedHeaderLength));

/** The socket's peer, or '' without one (an in-process `app.request` call). */
function peerOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/** Binds the request's client address and a logger with user agent, referrer and URL for every later handler. */
export function requestContext(options: {
  logger: Logger;
  /** How many proxies of ours sit in front (see `clientAddressOf`). */
  trustProxy: number;
}): MiddlewareHandler<StorefrontEnv> {
  return async (c, next) => {
    c.set(
      'clientIp',
      clientAddressOf(peerOf(c), c.req.header('x-forwarded-for'), options.trustProxy),
    );
    c.set(
      'logger',
      lazyLogger(() =>
        options.logger.child({
          userAgent: logSafe(c.req.header('user-agent')),
          referrer: logSafe(c.req.header('referer')),
          url: logSafe(c.req.url),
        }),
      ),
    );
    await next();
  };
}

/** A page event as the server records it: the client's payload with the server's view of the visitor. */
export interface RecordedPageEvent extends PageEvent {
  ip: string;
  sessionId: string;
  receivedAt: string;
}

/** Where page events go; by default a pino child logger (`log: "page-events"`) on the server's output. */
export type PageEventSink = (event: RecordedPageEvent) => void | Promise<void>;

export function loggerEventSink(logger: Logger): PageEventSink {
  const events = logger.child({ log: 'page-events' });
  return (event) => events.info({ event }, 'page event');
}
