import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgrounds, backgroundValue } from './backgrounds.ts';
import { checkDesign, type DesignIssue } from './checks.ts';
import { applyCommand } from './commands.ts';
import { contrastRatio } from './contrast.ts';
import { createDesignDoc } from './document.ts';
import {
  fittedFontSizePt,
  fontSizeMm,
  lineHeightOf,
  minFittedFontSizePt,
  textOverflows,
  wrapText,
  type MeasureText,
} from './textMetrics.ts';
import { buildTestTemplate } from './testTemplate.ts';
import type { DesignDoc, FreeText } from './types.ts';

const template = buildTestTemplate();
const photo = { url: 'https://product-api.test/mock-uploads/u1', width: 6000, height: 4000 };
/** A design with photos everywhere and the cover's title written: nothing else to report. */
const filled = applyCommand(
  template,
  applyCommand(template, createDesignDoc(template), {
    type: 'autoFill',
    repeat: true,
    photos: [photo],
  }),
  { type: 'setText', pageIndex: 0, slotId: 'title', text: 'Lisbon' },
);
const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`);
/** A text on the inner page, clear of its photo (which ends 10 mm above the bottom margin). */
const freeText = (changes: Partial<FreeText> = {}): FreeText => ({
  id: 'free-1',
  x: 30,
  y: 250,
  width: 150,
  height: 20,
  text: 'Lisbon',
  fontFamily: 'Inter',
  fontSizePt: 18,
  color: '#1b1b1b',
  align: 'center',
  ...changes,
});
const withFreeText = (doc: DesignDoc, text: FreeText, background = '#ffffff') =>
  applyCommand(
    template,
    applyCommand(template, doc, { type: 'setBackground', pageIndex: 1, color: background }),
    { type: 'addFreeText', pageIndex: 1, freeText: text },
  );
const kinds = (issues: DesignIssue[]) => issues.map((issue) => issue.kind);

describe('placeholder texts', () => {
  it('flag a template text left as the template wrote it, and nothing the customer wrote', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim().length > 0),
        fc.string({ maxLength: 30 }),
        (placeholder, written) => {
          const page = template.pages[0];
          if (!page) throw new Error('The template has no cover');
          const custom = {
            ...template,
            pages: [
              {
                ...page,
                text_slots: page.text_slots.map((slot) => ({
                  ...slot,
                  default_text: placeholder,
                  max_length: 60,
                })),
              },
              ...template.pages.slice(1),
            ],
          };
          const doc = applyCommand(custom, createDesignDoc(custom), {
            type: 'autoFill',
            repeat: true,
            photos: [photo],
          });
          expect(checkDesign(custom, doc)).toContainEqual({
            kind: 'placeholderText',
            pageIndex: 0,
            slotId: 'title',
            text: placeholder,
            free: false,
          });
          const edited = applyCommand(custom, doc, {
            type: 'setText',
            pageIndex: 0,
            slotId: 'title',
            text: written,
          });
          expect(kinds(checkDesign(custom, edited)).includes('placeholderText')).toBe(
            written.trim() === placeholder.trim(),
          );
        },
      ),
    );
  });
});

describe('text contrast', () => {
  it('flags text in the colour of its background, and never the better of black and white', () => {
    fc.assert(
      fc.property(hexColour, (background) => {
        const same = withFreeText(filled, freeText({ color: background }), background);
        expect(kinds(checkDesign(template, same))).toEqual(['lowContrast']);
        const best = ['#000000', '#ffffff'].sort(
          (a, b) => contrastRatio(b, background) - contrastRatio(a, background),
        )[0];
        const readable = withFreeText(filled, freeText({ color: best }), background);
        expect(checkDesign(template, readable)).toEqual([]);
      }),
    );
  });

  it('flags a pair exactly when WCAG puts it below 3:1, whichever is the text', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (text, background) => {
        const ratio = contrastRatio(text, background);
        expect(contrastRatio(background, text)).toBeCloseTo(ratio, 9);
        const issues = checkDesign(
          template,
          withFreeText(filled, freeText({ color: text }), background),
        );
        expect(kinds(issues).includes('lowContrast')).toBe(ratio < 3);
      }),
    );
  });

  it('flags dark text on the charcoal background and weighs a pattern by its paper', () => {
    const charcoal = withFreeText(filled, freeText({ color: '#1b1b1b' }), '#2e3138');
    expect(checkDesign(template, charcoal)).toEqual([
      { kind: 'lowContrast', pageIndex: 1, slotId: 'free-1', free: true, ratio: 1.3 },
    ]);
    const stars = backgrounds.find((background) => background.id === 'stars');
    if (!stars) throw new Error('The stars pattern is missing');
    const onStars = withFreeText(filled, freeText({ color: '#1b1b1b' }), backgroundValue(stars));
    expect(kinds(checkDesign(template, onStars))).toEqual(['lowContrast']);
  });

  it('weighs text over a photo against the photo’s average colour, once it is known', () => {
    const overPhoto = withFreeText(filled, freeText({ y: 100, color: '#ffffff' }));
    expect(checkDesign(template, overPhoto)).toEqual([]);
    const light = { photoColour: () => '#f4f4f0' };
    expect(kinds(checkDesign(template, overPhoto, light))).toEqual(['lowContrast']);
    expect(checkDesign(template, overPhoto, { photoColour: () => '#202020' })).toEqual([]);
  });
});

describe('text that does not fit', () => {
  /** A monospaced measure: every character the same fraction of an em wide. */
  const monospaced =
    (em: number): MeasureText =>
    (text, style) =>
      [...text].length * em * fontSizeMm(style);
  const wordsArbitrary = fc.array(fc.constantFrom('sol', 'playa', 'Lisboa', 'verano', 'a'), {
    minLength: 1,
    maxLength: 30,
  });

  it('flags overflow with the measure it is given, exactly when the lines are taller than the box', () => {
    fc.assert(
      fc.property(
        wordsArbitrary,
        fc.double({ min: 0.3, max: 0.9, noNaN: true }),
        fc.integer({ min: 20, max: 190 }),
        fc.integer({ min: 5, max: 80 }),
        fc.integer({ min: 8, max: 48 }),
        (words, em, width, height, fontSizePt) => {
          const text = words.join(' ');
          const style = { fontFamily: 'Inter', fontSizePt };
          const measure = monospaced(em);
          const lines = wrapText(text, style, width, measure);
          const tall = lines.length * fontSizeMm(style) * lineHeightOf({}) > height + 1e-6;
          expect(textOverflows(text, style, { width, height }, measure)).toBe(tall);
          // Wider letters never make a text fit that did not.
          if (tall)
            expect(textOverflows(text, style, { width, height }, monospaced(em + 0.1))).toBe(true);
        },
      ),
    );
  });

  it('with "fit text", shrinks the text until it fits, and flags it only below the smallest size', () => {
    fc.assert(
      fc.property(
        wordsArbitrary,
        fc.integer({ min: 20, max: 190 }),
        fc.integer({ min: 5, max: 80 }),
        fc.integer({ min: 8, max: 48 }),
        (words, width, height, fontSizePt) => {
          const text = words.join(' ');
          const measure = monospaced(0.55);
          const style = { fontFamily: 'Inter', fontSizePt, fit: 'shrink' as const };
          const box = { width, height };
          const fitted = fittedFontSizePt(text, style, box, measure);
          expect(fitted).toBeLessThanOrEqual(fontSizePt);
          const overflows = textOverflows(text, style, box, measure);
          if (fitted > minFittedFontSizePt) expect(overflows).toBe(false);
          expect(overflows).toBe(
            textOverflows(
              text,
              { ...style, fit: 'grow', fontSizePt: minFittedFontSizePt },
              box,
              measure,
            ),
          );
        },
      ),
    );
  });

  it('grows an added text’s box with its text', () => {
    const doc = withFreeText(filled, freeText());
    const longer = applyCommand(template, doc, {
      type: 'updateFreeText',
      pageIndex: 1,
      id: 'free-1',
      changes: {
        text: 'Lisbon, Porto, Coimbra, Sintra, Évora, Faro and the long way home. '.repeat(3),
      },
    });
    const grown = longer.pages[1]?.freeTexts[0];
    expect(grown?.height).toBeGreaterThan(20);
    expect(kinds(checkDesign(template, longer))).not.toContain('textOverflow');
  });
});
