import { availableParallelism } from 'node:os';
import { maxSessionIdLength, sessionPasswordMinLength } from '@shop/domain';
import { z } from 'zod';
import { developmentSessionPassword } from './session/sessionCookie.ts';

/** The value of `EMBEDDED_PRODUCT_API` that serves the demo's mock product API from this server. */
export const embeddedProductApiFlag = 'demo';

/** Why a site's server refuses to start: one line, no stack trace. */
export class SiteConfigurationError extends Error {
  override name = 'SiteConfigurationError';
}

const positiveWhole = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .refine((value) => value > 0, `${name} must be a positive whole number`)
    .optional();

const environmentSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a port number')
    .transform(Number)
    .refine((port) => port <= 65_535, 'PORT must be a port number')
    .optional(),
  HOST: z.string().min(1).optional(),
  PRODUCT_API_URL: z
    .url({ protocol: /^https?$/, error: 'PRODUCT_API_URL must be an http or https URL' })
    .optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http or https origin' })
    .transform((url) => new URL(url).origin)
    .optional(),
  EMBEDDED_PRODUCT_API: z
    .literal(embeddedProductApiFlag, {
      error: `EMBEDDED_PRODUCT_API must be "${embeddedProductApiFlag}" or unset`,
    })
    .optional(),
  SESSION_PASSWORD: z
    .string()
    .min(
      sessionPasswordMinLength,
      `SESSION_PASSWORD must have at least ${sessionPasswordMinLength} characters`,
    )
    .optional(),
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  // How many proxies of ours sit in front: `true` is one, `false` none (see `clientAddressOf`).
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+)$/,
      'TRUST_PROXY must be false, true (one proxy) or a number of proxies',
    )
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SESSION_ID_LENGTH: positiveWhole('SESSION_ID_LENGTH').refine(
    (length) => length === undefined || length <= maxSessionIdLength,
    `SESSION_ID_LENGTH must be at most ${maxSessionIdLength}`,
  ),
  PROXY_TIMEOUT_MS: positiveWhole('PROXY_TIMEOUT_MS'),
  WEB_CONCURRENCY: positiveWhole('WEB_CONCURRENCY'),
  HEADERS_TIMEOUT_MS: positiveWhole('HEADERS_TIMEOUT_MS'),
  REQUEST_TIMEOUT_MS: positiveWhole('REQUEST_TIMEOUT_MS'),
  KEEP_ALIVE_TIMEOUT_MS: positiveWhole('KEEP_ALIVE_TIMEOUT_MS'),
  /** Where Prometheus scrapes `/metrics`; off when unset. Never the public port. */
  METRICS_PORT: positiveWhole('METRICS_PORT'),
  /** How long a stopping instance keeps serving with `/readyz` at 503; default 0. */
  SHUTDOWN_DELAY_MS: z
    .string()
    .regex(/^\d+$/, 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds')
    .transform(Number)
    .optional(),
});

/** Fewest distinct characters and estimated bits a production SESSION_PASSWORD must have. */
const minDistinctCharacters = 16;
const minEstimatedBits = 100;

/** Bits the password would carry if its characters were drawn at their observed frequencies (Shannon). */
function estimatedBits(password: string): number {
  const counts = new Map<string, number>();
  for (const character of password) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...password].length;
  let bitsPerCharacter = 0;
  for (const count of counts.values())
    bitsPerCharacter -= (count / length) * Math.log2(count / length);
  return bitsPerCharacter * length;
}

/**
 * Why a production SESSION_PASSWORD is too weak to seal sessions with, or undefined: whoever
 * guesses it can forge any customer's session.
 */
function weakPasswordReason(password: string): string | undefined {
  if (password === developmentSessionPassword)
    return 'SESSION_PASSWORD is the development password written in the source: set a secret one';
  if (/\s/.test(password)) return 'SESSION_PASSWORD must not contain whitespace';
  if (new Set(password).size < minDistinctCharacters || estimatedBits(password) < minEstimatedBits)
    return `SESSION_PASSWORD is too easy to guess: use a random one (at least ${minDistinctCharacters} different characters, e.g. \`openssl rand -base64 33\`)`;
  return undefined;
}

export type SiteEnvironment = z.infer<typeof environmentSchema> & {
  /** Where product API calls go: a real API over HTTP, or the mock inside this process. */
  productApi: { kind: 'http'; url: string } | { kind: 'embedded' };
  /** Server processes sharing the port: one per core against a real product API. */
  workers: number;
};

/**
 * Reads a site server's environment. A production server (not `--dev`) must be told where its
 * product API is (`PRODUCT_API_URL`, or `EMBEDDED_PRODUCT_API=demo` for the demo's mock) and must
 * have its own `SESSION_PASSWORD`: the development password is in the source, so a seal made with
 * it would be a login anyone can forge.
 */
export function readSiteEnvironment(
  env: Record<string, string | undefined>,
  { development }: { development: boolean },
): SiteEnvironment {
  // An empty variable is an unset one (`PRODUCT_API_URL= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SiteConfigurationError(issue?.message ?? 'invalid environment');
  }
  const values = parsed.data;
  if (values.PRODUCT_API_URL && values.EMBEDDED_PRODUCT_API)
    throw new SiteConfigurationError(
      'Set either PRODUCT_API_URL or EMBEDDED_PRODUCT_API, not both',
    );
  if (!development && !values.PRODUCT_API_URL && !values.EMBEDDED_PRODUCT_API)
    throw new SiteConfigurationError(
      `Set PRODUCT_API_URL to the product API, or EMBEDDED_PRODUCT_API=${embeddedProductApiFlag} to run the demo's mock product API`,
    );
  // The embedded demo API keeps carts and orders in its process's memory: one process only.
  const embedded = !values.PRODUCT_API_URL;
  if ((embedded || development) && (values.WEB_CONCURRENCY ?? 1) > 1)
    throw new SiteConfigurationError(
      'WEB_CONCURRENCY above 1 needs PRODUCT_API_URL: the embedded demo API and --dev run in one process',
    );
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT)
    throw new SiteConfigurationError('METRICS_PORT must differ from PORT: metrics are not public');
  if (!development && !values.SESSION_PASSWORD)
    throw new SiteConfigurationError(
      `Set SESSION_PASSWORD (at least ${sessionPasswordMinLength} characters, the same on every instance)`,
    );
  const weakness =
    !development && values.SESSION_PASSWORD
      ? weakPasswordReason(values.SESSION_PASSWORD)
      : undefined;
  if (weakness) throw new SiteConfigurationError(weakness);
  return {
    ...values,
    workers: embedded || development ? 1 : (values.WEB_CONCURRENCY ?? availableParallelism()),
    productApi: values.PRODUCT_API_URL
      ? { kind: 'http', url: values.PRODUCT_API_URL }
      : { kind: 'embedded' },
  };
}
