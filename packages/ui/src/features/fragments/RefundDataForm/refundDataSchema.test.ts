import { describe, expect, it } from 'vitest';
import { normaliseIban, refundDataSchema } from './refundDataSchema.ts';

const messagesOf = (input: { iban: string; holder: string }) => {
  const result = refundDataSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('refundDataSchema', () => {
  it('accepts valid IBANs typed with spaces and in lower case, and normalises them', () => {
    const result = refundDataSchema.parse({
      iban: 'es91 2100 0418 4502 0005 1332',
      holder: '  Lucía Martín ',
    });
    expect(result).toEqual({ iban: 'ES9121000418450200051332', holder: 'Lucía Martín' });
    expect(
      refundDataSchema.safeParse({ iban: 'PL61 1090 1014 0000 0712 1981 2874', holder: 'Anna' })
        .success,
    ).toBe(true);
    expect(
      refundDataSchema.safeParse({ iban: 'DE89370400440532013000', holder: 'Jan' }).success,
    ).toBe(true);
  });

  it('refuses a wrong check digit with the checksum message', () => {
    expect(messagesOf({ iban: 'ES9121000418450200051333', holder: 'Lucía' })).toEqual([
      'iban: tracking:refund.errors.ibanChecksum',
    ]);
  });

  it('refuses what is not shaped like an IBAN with the format message', () => {
    expect(messagesOf({ iban: '1234 5678', holder: 'Lucía' })).toEqual([
      'iban: tracking:refund.errors.ibanFormat',
    ]);
    expect(messagesOf({ iban: 'ES91-2100-0418', holder: 'Lucía' })).toEqual([
      'iban: tracking:refund.errors.ibanFormat',
    ]);
  });

  it('requires both fields', () => {
    const result = refundDataSchema.safeParse({ iban: ' ', holder: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['iban', 'holder']);
  });

  it('normaliseIban strips every space and upper-cases', () => {
    expect(normaliseIban(' gb82 west 1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
  });
});
