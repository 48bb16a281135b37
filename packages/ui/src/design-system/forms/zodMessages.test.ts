import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { customerEmailSchema } from '@shop/domain';
import { messageKey, parseMessageKey, translateFieldError, zodErrorMap } from './zodMessages.ts';
import { defaultDesignSystemLabels } from '../provider/labels.ts';

const firstMessage = (schema: $ZodType, value: unknown) => {
  const result = safeParse(schema, value, { error: zodErrorMap });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]?.message;
};

describe('zod issue to message key', () => {
  it('maps missing and empty values to required', () => {
    expect(firstMessage(z.string(), undefined)).toBe('errors.required');
    expect(firstMessage(z.string().min(1), '')).toBe('errors.required');
    expect(firstMessage(z.enum(['ES', 'PL']), undefined)).toBe('errors.required');
  });

  it('carries lengths and bounds as interpolation values', () => {
    expect(firstMessage(z.string().min(3), 'a')).toBe('errors.tooShort|{"count":3}');
    expect(firstMessage(z.string().max(2), 'abc')).toBe('errors.tooLong|{"count":2}');
    expect(firstMessage(z.number().min(1), 0)).toBe('errors.numberTooSmall|{"minimum":1}');
    expect(firstMessage(z.number().max(9), 10)).toBe('errors.numberTooBig|{"maximum":9}');
  });

  it('maps formats, choices and ticks', () => {
    expect(firstMessage(z.email(), 'ana')).toBe('errors.email');
    expect(firstMessage(z.string().regex(/^\d+$/), 'x')).toBe('errors.format');
    expect(firstMessage(z.enum(['ES', 'PL']), 'FR')).toBe('errors.choose');
    expect(firstMessage(z.literal(true), false)).toBe('errors.accept');
    expect(firstMessage(z.number(), 'x')).toBe('errors.number');
  });

  it('lets a message on the schema win (the domain validators)', () => {
    expect(firstMessage(customerEmailSchema, 'ana@example')).toBe('validation.email');
  });
});

describe('message keys', () => {
  it('round-trips a key with params', () => {
    expect(parseMessageKey(messageKey('errors.tooShort', { count: 3 }))).toEqual({
      key: 'errors.tooShort',
      params: { count: 3 },
    });
    expect(parseMessageKey('errors.required')).toEqual({ key: 'errors.required', params: {} });
  });

  it('gives the English text of keys, domain keys and plurals by default', () => {
    const { fieldError } = defaultDesignSystemLabels;
    expect(translateFieldError(fieldError, 'errors.required')).toBe('This field is required.');
    expect(translateFieldError(fieldError, 'validation.adult')).toBe('You must be 18 or older.');
    expect(translateFieldError(fieldError, messageKey('errors.tooShort', { count: 1 }))).toBe(
      'Enter at least 1 character.',
    );
    expect(translateFieldError(fieldError, messageKey('errors.tooShort', { count: 3 }))).toBe(
      'Enter at least 3 characters.',
    );
    expect(translateFieldError(fieldError, 'errors.unknownRule')).toBe('This value is not valid.');
    expect(translateFieldError(fieldError, undefined)).toBeUndefined();
  });
});
