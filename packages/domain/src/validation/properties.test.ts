import fc from 'fast-check';
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  daysInMonth,
  isAdult,
  isDateString,
  isLeapYear,
  parseDateString,
} from './calendarDate.ts';
import { emailPattern, isEmail } from './email.ts';
import { constructorArticleId, helpCenterTopicId } from './routeParameters.ts';
import { slugify } from './slug.ts';

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

const toDateString = (
  { year, month, day }: { year: number; month: number; day: number },
  pad: boolean,
) =>
  `${String(year).padStart(4, '0')}-${pad ? String(month).padStart(2, '0') : month}-${pad ? String(day).padStart(2, '0') : day}`;

describe('date string properties', () => {
  it('accepts every real calendar date, padded or not, and parses it back', () => {
    fc.assert(
      fc.property(calendarDate, fc.boolean(), (date, pad) => {
        expect(parseDateString(toDateString(date, pad))).toEqual(date);
      }),
    );
  });

  it('agrees with the JavaScript calendar on which days exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const date = new Date(Date.UTC(year, month - 1, day));
          const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          expect(isDateString(`${year}-${month}-${day}`)).toBe(exists);
        },
      ),
    );
  });

  it('has 29 February exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        expect(isDateString(`${String(year).padStart(4, '0')}-2-29`)).toBe(isLeapYear(year));
      }),
    );
  });
});

describe('adult properties', () => {
  it('is an adult exactly from the 18th birthday on', () => {
    fc.assert(
      fc.property(
        calendarDate.filter(({ year }) => year >= 1900 && year <= 2100),
        fc.integer({ min: -800, max: 800 }),
        (birth, offsetDays) => {
          // The 18th birthday; 29 February falls back to 1 March in common years.
          const birthday = new Date(Date.UTC(birth.year + 18, birth.month - 1, birth.day));
          const now = new Date(birthday.getTime() + offsetDays * 86_400_000 + 43_200_000);
          expect(isAdult(toDateString(birth, false), { now: () => now, timeZone: 'UTC' })).toBe(
            offsetDays >= 0,
          );
        },
      ),
    );
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, calendarDate, (birth, first, second) => {
        const [earlier, later] = [first, second].sort(
          (a, b) => a.year - b.year || a.month - b.month || a.day - b.day,
        ) as [typeof first, typeof first];
        expect(ageOn(birth, later)).toBeGreaterThanOrEqual(ageOn(birth, earlier));
      }),
    );
  });
});

describe('e-mail properties', () => {
  const localChar = fc.constantFrom(...'abcXYZ019_.+-');
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);

  it('accepts every address built from the allowed characters', () => {
    fc.assert(
      fc.property(
        fc.array(localChar, { minLength: 1, maxLength: 20 }),
        fc.array(label, { minLength: 2, maxLength: 4 }),
        (local, labels) => {
          expect(isEmail(`${local.join('')}@${labels.join('.')}`)).toBe(true);
        },
      ),
    );
  });

  it('refuses any address with whitespace or a second @', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isEmail(`${before} ${after}@example.com`)).toBe(false);
        expect(isEmail(`a@${before}@${after}.com`)).toBe(false);
      }),
    );
  });

  it('refuses any local part with a character outside the allowed set', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 3 })
          .filter((text) => /[^A-Za-z0-9_.+-]/.test(text)),
        (text) => {
          expect(emailPattern.test(`a${text}b@example.com`)).toBe(false);
        },
      ),
    );
  });
});

describe('slugify properties', () => {
  const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });

  it.each([true, false])('is idempotent and well-formed (removeAccents: %s)', (removeAccents) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text, { removeAccents });
        expect(slugify(slug, { removeAccents })).toBe(slug);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/\s|--|^-|-$/u);
        // Only letters, marks, digits and hyphens are left: no punctuation, symbols or spaces.
        expect(slug).not.toMatch(/[^\p{L}\p{M}\p{N}-]/u);
      }),
    );
  });

  it('gives compatibility letters that decompose into capitals their final form at once', () => {
    // ꟸ decomposes into Ħ: lowercased only after transliteration, a second pass changed it.
    expect(slugify('ꟸ')).toBe('h');
    expect(slugify(slugify('ꟸ'))).toBe('h');
  });

  it('removes every combining mark when removing accents', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(slugify(text)).not.toMatch(/\p{M}/u);
      }),
    );
  });

  it('turns plain words into words joined by single hyphens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }),
        fc.stringMatching(/^[ \t]{1,3}$/),
        (words, gap) => {
          expect(slugify(words.join(gap))).toBe(words.join('-'));
        },
      ),
    );
  });
});

describe('route parameter properties', () => {
  it('accepts any text ending in underscore plus digits as a topic id', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('/')),
        fc.nat(),
        (text, id) => {
          expect(safeParse(helpCenterTopicId, `${text}_${id}`).success).toBe(true);
        },
      ),
    );
  });

  it('accepts /create article ids exactly below 20000', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (id) => {
        expect(safeParse(constructorArticleId, String(id)).success).toBe(id < 20000);
      }),
    );
  });
});
