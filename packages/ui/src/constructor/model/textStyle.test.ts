import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands.ts';
import { createDesignDoc, textOfSlot } from './document.ts';
import { textSlotsOf } from './layouts.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { buildTestTemplate, defined } from './testTemplate.ts';
import { estimateTextWidth, textInkBox, textOverflows } from './textMetrics.ts';

const template = buildTestTemplate();

describe('text style', () => {
  it('lets line height and bold decide whether a text fits', () => {
    const style = { fontFamily: 'Inter', fontSizePt: 24 };
    const box = { width: 190, height: 18 };
    const twoLines = 'Our summer\nin Lisbon';
    // Two lines of 24 pt at 1.2 need 20.3 mm; at 1.0 they need 16.9 mm.
    expect(textOverflows(twoLines, style, box)).toBe(true);
    expect(textOverflows(twoLines, { ...style, lineHeight: 1 }, box)).toBe(false);
    expect(estimateTextWidth('Lisbon', { ...style, bold: true })).toBeGreaterThan(
      estimateTextWidth('Lisbon', style),
    );
    const ink = defined(
      textInkBox(twoLines, { ...style, lineHeight: 1.5, align: 'right' }, { x: 0, y: 0, ...box }),
    );
    expect(ink.x + ink.width).toBeCloseTo(190, 6);
    expect(ink.height).toBeCloseTo(2 * 24 * (25.4 / 72) * 1.5, 6);
  });

  it('keeps bold, italic, line height and alignment through a save and reopen', () => {
    const slot = defined(textSlotsOf(defined(template.pages[0]))[0]);
    let doc = applyCommand(template, createDesignDoc(template), {
      type: 'setTextStyle',
      pageIndex: 0,
      slotId: slot.id,
      style: { bold: true, italic: true, lineHeight: 1.5, fontFamily: 'Playfair Display' },
    });
    doc = applyCommand(template, doc, {
      type: 'addFreeText',
      pageIndex: 1,
      freeText: {
        id: 'note',
        x: 20,
        y: 20,
        width: 100,
        height: 20,
        text: 'Hola',
        fontFamily: 'Dancing Script',
        fontSizePt: 20,
        color: '#333333',
        align: 'left',
        italic: true,
      },
    });
    const reopened = fromApiDocument(template, toApiDocument(template, doc));
    expect(textOfSlot(defined(reopened.pages[0]), slot)).toEqual(
      textOfSlot(defined(doc.pages[0]), slot),
    );
    expect(reopened.pages[1]?.freeTexts).toEqual(doc.pages[1]?.freeTexts);
  });
});
