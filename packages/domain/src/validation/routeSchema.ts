/**
 * The small schema kit of the route table's path parameters and queries. They run in every page's
 * entry, to match a link on the client as the server does, where even zod's core (about 16 KB gzip)
 * would weigh more than every route's rules together. Only what URLs need: text and numbers out of
 * strings, defaults for bad values, strict or loose objects. The API's inputs keep zod.
 */

const invalid: unique symbol = Symbol('invalid');
type Invalid = typeof invalid;

/** One step of a rule: the value it makes of its input, or `invalid` with nothing to fall back to. */
type Step<Output> = (input: unknown) => Output | Invalid;

/** Why a route value was refused: the rule's message key, under the path of the field. */
class RouteValueError extends Error {
  override readonly name = 'RouteValueError';
  readonly path: readonly string[];
  constructor(path: readonly string[]) {
    super(`Invalid route value${path.length > 0 ? ` at ${path.join('.')}` : ''}`);
    this.path = path;
  }
}

type RouteParseResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: RouteValueError };

export interface RouteSchema<Output> {
  /** The value this rule makes of its input, or `invalid`; the other rules are built on it. */
  readonly run: Step<Output>;
  safeParse(input: unknown): RouteParseResult<Output>;
  /** The parsed value; throws a RouteValueError when the input breaks the rule. */
  parse(input: unknown): Output;
}

/** The value a schema gives (`RouteOutput<typeof digitsId>` is `number`). */
export type RouteOutput<Schema> = Schema extends RouteSchema<infer Output> ? Output : never;

/** A failed field, so an object's refusal can name it. */
let failedPath: string[] = [];

function schema<Output>(run: Step<Output>): RouteSchema<Output> {
  const safeParse = (input: unknown): RouteParseResult<Output> => {
    failedPath = [];
    const value = run(input);
    return value === invalid
      ? { success: false, error: new RouteValueError(failedPath) }
      : { success: true, data: value };
  };
  return {
    run,
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}

/** Text, trimmed when asked, that passes every check. */
export function text(
  options: { trim?: boolean; minLength?: number; maxLength?: number; pattern?: RegExp } = {},
  ...checks: ((value: string) => boolean)[]
): RouteSchema<string> {
  return schema((input) => {
    if (typeof input !== 'string') return invalid;
    const value = options.trim ? input.trim() : input;
    if (options.minLength !== undefined && value.length < options.minLength) return invalid;
    if (options.maxLength !== undefined && value.length > options.maxLength) return invalid;
    if (options.pattern && !options.pattern.test(value)) return invalid;
    return checks.every((check) => check(value)) ? value : invalid;
  });
}

/** A number from text (`'2'` → 2, as `Number` reads it), refused when not finite or a check fails. */
export function numberFromText(...checks: ((value: number) => boolean)[]): RouteSchema<number> {
  return schema((input) => {
    const value = Number(input);
    return Number.isFinite(value) && checks.every((check) => check(value)) ? value : invalid;
  });
}

/** Another schema's value, refined by more checks or changed into another value. */
export function refine<Input, Output = Input>(
  base: RouteSchema<Input>,
  then: (value: Input) => Output | Invalid,
): RouteSchema<Output> {
  return schema((input) => {
    const value = base.run(input);
    return value === invalid ? invalid : then(value);
  });
}

/** `value` when `keep` says so, else refused: for `refine`. */
export function when<Value>(value: Value, keep: boolean): Value | Invalid {
  return keep ? value : invalid;
}

/** One of a list of values. */
export function oneOf<const Value extends string | number>(
  values: readonly Value[],
): RouteSchema<Value> {
  return schema((input) => (values.includes(input as Value) ? (input as Value) : invalid));
}

/** Absent (undefined) or the schema's value. */
export function optional<Output>(inner: RouteSchema<Output>): RouteSchema<Output | undefined> {
  return schema((input) => (input === undefined ? undefined : inner.run(input)));
}

/** The schema's value, or `fallback` for a missing or bad one: never an error. */
export function orDefault<Output, const Fallback extends Output>(
  inner: RouteSchema<Output>,
  fallback: Fallback,
): RouteSchema<Output> {
  return schema((input) => {
    const value = inner.run(input);
    return value === invalid ? fallback : value;
  });
}

type Shape = Record<string, RouteSchema<unknown>>;
type ShapeOutput<S extends Shape> = { [Key in keyof S]: RouteOutput<S[Key]> };

function objectOf<S extends Shape>(shape: S, unknownKeys: 'refuse' | 'keep') {
  return schema<ShapeOutput<S>>((input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return invalid;
    const record = input as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(record)) {
      if (key in shape) continue;
      if (unknownKeys === 'refuse') {
        failedPath = [key];
        return invalid;
      }
      output[key] = record[key];
    }
    for (const [key, field] of Object.entries(shape)) {
      const value = field.run(record[key]);
      if (value === invalid) {
        failedPath = [key];
        return invalid;
      }
      if (value !== undefined || key in record) output[key] = value;
    }
    return output as ShapeOutput<S>;
  });
}

/** An object with exactly these fields: any other field is refused. */
export function strictObject<S extends Shape>(shape: S): RouteSchema<ShapeOutput<S>> {
  return objectOf(shape, 'refuse');
}

/** An object with these fields; any other field is kept as it came. */
export function looseObject<S extends Shape>(
  shape: S,
): RouteSchema<ShapeOutput<S> & Record<string, unknown>> {
  return objectOf(shape, 'keep');
}

/** An object whose every value is text (a query nobody reads). */
export function textRecord(): RouteSchema<Record<string, string>> {
  return schema((input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return invalid;
    const entries = Object.entries(input);
    return entries.every(([, value]) => typeof value === 'string')
      ? Object.fromEntries(entries)
      : invalid;
  });
}
