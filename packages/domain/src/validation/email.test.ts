import { describe, expect, it } from 'vitest';
import { customerEmailSchema, isEmail } from './email.ts';

describe('isEmail', () => {
  it.each([
    'ana@example.com',
    'Ana.Maria+shop@example.co.uk',
    'a_b-c@sub.example.es',
    '1@2.pl',
    'ana@xn--mller-kva.de',
    // IDN domains are letters too.
    'ana@müller.de',
    'ana@пример.рф',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'ana.example.com'],
    ['no dot in the domain', 'ana@localhost'],
    ['empty local part', '@example.com'],
    ['two at signs', 'ana@b@example.com'],
    ['unicode local part', 'anñ@example.com'],
    ['emoji local part', '😀@example.com'],
    ['space inside', 'ana maria@example.com'],
    ['leading space', ' ana@example.com'],
    ['trailing newline', 'ana@example.com\n'],
    ['empty domain label', 'ana@example..com'],
    ['domain starting with a dot', 'ana@.example.com'],
    ['domain ending with a dot', 'ana@example.com.'],
    ['label ending with a hyphen', 'ana@example-.com'],
    ['quote in local part', '"ana"@example.com'],
    ['empty string', ''],
  ])('refuses %s', (_case, email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('is the rule of the zod schema', () => {
    expect(customerEmailSchema.safeParse('ana@example.com').success).toBe(true);
    const result = customerEmailSchema.safeParse('ana@localhost');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.email');
  });
});
