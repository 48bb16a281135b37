import type * as z4 from 'zod/v4/core';
import type { DesignSystemLabels } from '../provider/labels.ts';

/**
 * Validation messages are message keys, never English text, so a schema from `@shop/domain`
 * speaks every language of the shop. The design system turns a key into text through its labels'
 * `fieldError` (English by default; the app reads the keys from its `forms` messages).
 *
 * How a message is found, in order:
 * 1. A message set on the schema wins (zod gives schema-level messages precedence over this map):
 *    the domain's validators use keys such as `validation.email`, `validation.date`,
 *    `validation.adult`; they are read from the `forms` namespace as `errors.email`, `errors.date`,
 *    `errors.adult`. Any other key is looked up as written (`checkout:errors.pickpoint` works too).
 * 2. Otherwise `zodIssueToMessageKey` maps the zod issue:
 *
 * | zod issue                                         | key (namespace `forms`)       |
 * | ------------------------------------------------- | ----------------------------- |
 * | invalid_type on a missing value                   | errors.required               |
 * | invalid_type where a number was expected          | errors.number                 |
 * | too_small on a string of minimum 1 (`.min(1)`)    | errors.required               |
 * | too_small / too_big on a string                   | errors.tooShort / tooLong     |
 * | too_small / too_big on a number                   | errors.numberTooSmall / Big   |
 * | too_small on an array (nothing chosen)            | errors.choose                 |
 * | invalid_format `email`                            | errors.email                  |
 * | invalid_format (any other)                        | errors.format                 |
 * | invalid_value on a missing value (enum, nothing chosen) | errors.required         |
 * | invalid_value of `z.literal(true)` (a tick box)   | errors.accept                 |
 * | invalid_value (enum)                              | errors.choose                 |
 * | anything else                                     | errors.invalid                |
 *
 * Interpolation values travel with the key as `key|{"count":3}` (react-hook-form keeps one string).
 */
export type MessageParams = Record<string, string | number>;

export function messageKey(key: string, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function parseMessageKey(message: string): { key: string; params: MessageParams } {
  const separator = message.indexOf('|{');
  if (separator === -1) return { key: message, params: {} };
  try {
    return {
      key: message.slice(0, separator),
      params: JSON.parse(message.slice(separator + 1)) as MessageParams,
    };
  } catch {
    return { key: message, params: {} };
  }
}

const toNumber = (value: number | bigint) => Number(value);

function zodIssueToMessageKey(issue: z4.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return messageKey('errors.required');
      return messageKey(issue.expected === 'number' ? 'errors.number' : 'errors.invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        return toNumber(issue.minimum) <= 1
          ? messageKey('errors.required')
          : messageKey('errors.tooShort', { count: toNumber(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return messageKey('errors.choose');
      return messageKey('errors.numberTooSmall', { minimum: toNumber(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return messageKey('errors.tooLong', { count: toNumber(issue.maximum) });
      return messageKey('errors.numberTooBig', { maximum: toNumber(issue.maximum) });
    case 'invalid_format':
      return messageKey(issue.format === 'email' ? 'errors.email' : 'errors.format');
    case 'invalid_value':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return messageKey('errors.required');
      return messageKey(
        issue.values.length === 1 && issue.values[0] === true ? 'errors.accept' : 'errors.choose',
      );
    default:
      return messageKey('errors.invalid');
  }
}

/** The per-parse error map given to the zod resolver. */
export const zodErrorMap: z4.$ZodErrorMap = (issue) => zodIssueToMessageKey(issue);

const domainKeyPrefix = 'validation.';

/** The text of a field error message (a key, possibly with params) through the labels' `fieldError`. */
export function translateFieldError(
  fieldError: DesignSystemLabels['fieldError'],
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseMessageKey(message);
  const formsKey = key.startsWith(domainKeyPrefix)
    ? `errors.${key.slice(domainKeyPrefix.length)}`
    : key;
  // An unknown key shows the general "not valid" message rather than a raw key (fieldError's rule).
  return fieldError(formsKey, params);
}
