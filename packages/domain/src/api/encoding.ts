import type { z } from 'zod';
import { pathParameterNames, type EndpointDefinition } from './endpoint.ts';

/**
 * Wire format of request fields, the same for query strings and form bodies:
 * strings as they are, numbers and booleans via `String`, `null` as an empty string,
 * arrays and objects as JSON strings (`tags=["OUTLET"]`, `document={"version":1,…}`),
 * `undefined` left out. JSON rather than bracket notation because design documents
 * are deep and bracket notation has no standard for arrays of objects.
 */
export function encodeFieldValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

export type WireFields = Record<string, string>;

export interface EncodedRequest {
  /** The path with its `{name}` placeholders filled and URI-encoded. */
  readonly path: string;
  /** Every other field, encoded (query for GET, body for POST/DELETE). */
  readonly fields: WireFields;
  /** Blob fields, sent only by multipart endpoints. */
  readonly files: Readonly<Record<string, Blob>>;
}

/** Splits parsed input into path, wire fields and files. */
export function encodeRequest(
  definition: Pick<EndpointDefinition, 'path'>,
  input: object,
): EncodedRequest {
  const values = new Map<string, unknown>(Object.entries(input));
  const path = definition.path.replace(/\{([a-z_][a-z0-9_]*)\}/gi, (_match, name: string) => {
    const value = encodeFieldValue(values.get(name));
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter ${name} for ${definition.path}`);
    values.delete(name);
    return encodeURIComponent(value);
  });
  const fields: WireFields = {};
  const files: Record<string, Blob> = {};
  for (const [name, value] of values) {
    if (value instanceof Blob) files[name] = value;
    else if (isFieldRecord(name, value)) Object.assign(fields, value);
    else {
      const encoded = encodeFieldValue(value);
      if (encoded !== undefined) fields[name] = encoded;
    }
  }
  return { path, fields, files };
}

/** `extra_fields` of the image upload are sent as top-level form fields, as the upload endpoint expects. */
function isFieldRecord(name: string, value: unknown): value is WireFields {
  return name === extraFieldsKey && typeof value === 'object' && value !== null;
}
const extraFieldsKey = 'extra_fields';

/** Names of the default parameters the client adds to every call. */
export const defaultParameterNames = { sessionId: 'ext_session_id', language: 'language' } as const;

/**
 * The reverse of `encodeRequest`, for whoever serves the API (the mocks): path parameters and
 * wire fields back into the endpoint's input. Each value is tried as the raw string, then as
 * JSON (an empty value as null first), and the first one the field's schema accepts wins, so
 * postcodes stay strings and ids become numbers.
 */
export function decodeRequest<Request extends z.ZodObject>(
  definition: Pick<EndpointDefinition<Request>, 'request' | 'path'>,
  source: {
    readonly params?: Readonly<Record<string, string | readonly string[] | undefined>>;
    readonly fields?: URLSearchParams | FormData | Readonly<Record<string, string>>;
  },
): z.ZodSafeParseResult<z.output<Request>> & {
  sessionId: string | undefined;
  language: string | undefined;
} {
  const shape = definition.request.shape as Record<string, z.ZodType>;
  const raw = new Map<string, string | Blob>();
  for (const [name, value] of entriesOf(source.fields)) raw.set(name, value);
  for (const name of pathParameterNames(definition.path)) {
    const value = source.params?.[name];
    const text = typeof value === 'string' ? value : value?.[0];
    if (typeof text === 'string') raw.set(name, decodeURIComponentSafe(text));
  }
  const sessionId = textOf(raw.get(defaultParameterNames.sessionId));
  const language = textOf(raw.get(defaultParameterNames.language));
  const input: Record<string, unknown> = {};
  const extras: WireFields = {};
  for (const [name, value] of raw) {
    const field = shape[name];
    if (field) input[name] = typeof value === 'string' ? decodeFieldValue(field, value) : value;
    else if (
      typeof value === 'string' &&
      !(Object.values(defaultParameterNames) as string[]).includes(name)
    )
      extras[name] = value;
  }
  if (extraFieldsKey in shape) input[extraFieldsKey] = extras;
  return Object.assign(definition.request.safeParse(input), { sessionId, language });
}

export function decodeFieldValue(field: z.ZodType, value: string): unknown {
  // An empty value is null where the field takes null (the encoding of null), else the empty string.
  const candidates: unknown[] = value === '' ? [null, value] : [value, ...parsedJson(value)];
  const index = candidates.findIndex((candidate) => field.safeParse(candidate).success);
  return index === -1 ? value : candidates[index];
}

function parsedJson(value: string): unknown[] {
  try {
    return [JSON.parse(value)];
  } catch {
    return [];
  }
}

function* entriesOf(
  fields: URLSearchParams | FormData | Readonly<Record<string, string>> | undefined,
): Iterable<[string, string | Blob]> {
  if (!fields) return;
  if (fields instanceof URLSearchParams || fields instanceof FormData) {
    for (const [name, value] of fields.entries()) yield [name, value];
    return;
  }
  yield* Object.entries(fields);
}

function textOf(value: string | Blob | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
