import { describe, expect, it } from 'vitest';
import { consentSchema } from './consentRules.ts';

describe('consent', () => {
  it('is given by a ticked box', () => {
    expect(consentSchema.safeParse(true).success).toBe(true);
  });

  it('asks to tick the box when it is not ticked', () => {
    const result = consentSchema.safeParse(false);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['errors.accept']);
  });

  it('refuses what is not a tick box', () => {
    expect(consentSchema.safeParse('yes').success).toBe(false);
  });
});
