import { isCrawler, logEntrySchema, pageEventSchema, type LogLevel } from '@shop/domain';
import { Hono } from 'hono';
import { escapeControlCharacters, type PageEventSink } from '../logging/logger.ts';
import type { StorefrontEnv } from '../session/context.ts';
import {
  acceptBody,
  badRequestOr,
  BadRequestError,
  errorResponse,
  issueFields,
  readJsonObject,
} from './http.ts';

const pinoLevels = {
  ERROR: 'error',
  WARN: 'warn',
  INFO: 'info',
  DEBUG: 'debug',
} as const satisfies Record<LogLevel, string>;

export interface LogRoutesOptions {
  readonly maxBodyBytes: number;
  readonly eventSink: PageEventSink;
}

/** `POST /api/log` (client errors and notices) and `POST /api/event/page` (page-load events). */
export function logRoutes({ maxBodyBytes, eventSink }: LogRoutesOptions) {
  const routes = new Hono<StorefrontEnv>();

  routes.post('/log', acceptBody('json', maxBodyBytes), async (c) => {
    try {
      const parsed = logEntrySchema.safeParse(await readJsonObject(c));
      if (!parsed.success)
        throw new BadRequestError(
          'A log entry has a level (ERROR, WARN, INFO, DEBUG) and a message',
          issueFields(parsed.error.issues),
        );
      const { level, message, url } = parsed.data;
      c.var.logger[pinoLevels[level]](
        {
          source: 'client',
          ...(url === undefined ? {} : { pageUrl: escapeControlCharacters(url) }),
        },
        escapeControlCharacters(message),
      );
      return c.body(null, 204);
    } catch (error) {
      return badRequestOr(c, error);
    }
  });

  routes.post('/event/page', acceptBody('json', maxBodyBytes), async (c) => {
    try {
      const parsed = pageEventSchema.safeParse(await readJsonObject(c));
      if (!parsed.success)
        throw new BadRequestError('Invalid page event', issueFields(parsed.error.issues));
      const event = parsed.data;
      // Crawlers are never tracked; they get an empty answer rather than an error.
      if (isCrawler(c.req.header('user-agent')) || isCrawler(event.userAgent))
        return c.body(null, 204);
      if (c.var.session.isConsentGiven !== true)
        return errorResponse(c, 403, "Page events need the visitor's consent");
      await eventSink({
        ...event,
        ip: c.var.clientIp,
        sessionId: c.var.session.fotiApiClient,
        receivedAt: new Date().toISOString(),
      });
      return c.json({ accepted: true }, 202);
    } catch (error) {
      return badRequestOr(c, error);
    }
  });

  return routes;
}
