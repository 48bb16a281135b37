import { designDocumentSchema } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDesign, slotDpi } from './checks.ts';
import { applyCommand } from './commands.ts';
import { createDesignDoc } from './document.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { estimateTextWidth, textOverflows, wrapText } from './textMetrics.ts';
import { buildTestTemplate, defined } from './testTemplate.ts';

const template = buildTestTemplate();
const big = { url: 'https://product-api.test/mock-uploads/u1', width: 6000, height: 4000 };
const small = { url: 'https://product-api.test/mock-uploads/u2', width: 640, height: 480 };
/** A short added text well inside the safe area of the A4 page. */
const freeText = {
  id: 'free-1',
  x: 30,
  y: 100,
  width: 120,
  height: 20,
  text: 'Lisbon',
  fontFamily: 'Inter',
  fontSizePt: 18,
  color: '#1b1b1b',
  align: 'center' as 'left' | 'center' | 'right',
};

/** The design with its cover's title written by the customer (not the template's placeholder). */
const titled = (doc: ReturnType<typeof createDesignDoc>) =>
  applyCommand(template, doc, { type: 'setText', pageIndex: 0, slotId: 'title', text: 'Lisbon' });

describe('design checks', () => {
  it('lists an empty page once, and the empty slots of a page in progress one by one', () => {
    expect(checkDesign(template, createDesignDoc(template))).toEqual([
      { kind: 'emptyPage', pageIndex: 0 },
      { kind: 'emptyPage', pageIndex: 1 },
    ]);
    const started = applyCommand(template, createDesignDoc(template), {
      type: 'placePhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      photo: big,
    });
    expect(checkDesign(template, started)).toEqual([
      { kind: 'emptySlot', pageIndex: 0, slotId: 'cover-2' },
      { kind: 'emptyPage', pageIndex: 1 },
      // The cover's title is no longer the only thing on an empty page: it counts as unwritten.
      { kind: 'placeholderText', pageIndex: 0, slotId: 'title', text: 'Our summer', free: false },
    ]);
    // A text the customer wrote is something on the page too.
    const written = applyCommand(template, started, {
      type: 'addFreeText',
      pageIndex: 1,
      freeText: { ...freeText, id: 'hello' },
    });
    expect(checkDesign(template, written)).toEqual([
      { kind: 'emptySlot', pageIndex: 0, slotId: 'cover-2' },
      { kind: 'emptySlot', pageIndex: 1, slotId: 'inner-1' },
      { kind: 'placeholderText', pageIndex: 0, slotId: 'title', text: 'Our summer', free: false },
    ]);
  });

  it('flags text off the page and text crossing the safe area, each once', () => {
    const full = titled(
      applyCommand(template, createDesignDoc(template), {
        type: 'autoFill',
        repeat: true,
        photos: [big],
      }),
    );
    const { width } = template.print_size_mm;
    const safe = template.safe_area_mm;
    const withText = (changes: Partial<typeof freeText>) =>
      applyCommand(template, full, {
        type: 'addFreeText',
        pageIndex: 1,
        freeText: { ...freeText, ...changes },
      });
    expect(checkDesign(template, withText({}))).toEqual([]);
    // Left-aligned in a box that starts in the margin between the cut and the safe area.
    expect(checkDesign(template, withText({ x: safe.left / 2, align: 'left' }))).toEqual([
      { kind: 'textOutsideSafeArea', pageIndex: 1, slotId: freeText.id, free: true },
    ]);
    // Right-aligned text in the same box ends well inside: only the letters count.
    expect(checkDesign(template, withText({ x: safe.left / 2, align: 'right' }))).toEqual([]);
    expect(checkDesign(template, withText({ x: width - 20, align: 'left' }))).toEqual([
      { kind: 'textOffPage', pageIndex: 1, slotId: freeText.id, free: true },
    ]);
    expect(checkDesign(template, withText({ y: -5 }))).toEqual([
      { kind: 'textOffPage', pageIndex: 1, slotId: freeText.id, free: true },
    ]);
    // An empty text prints nothing, wherever its box is.
    expect(checkDesign(template, withText({ x: -50, text: ' ' }))).toEqual([]);
  });

  it('flags a photo whose slot reaches past the safe area', () => {
    const bleeding = buildTestTemplate({
      pages: [
        fixtures.productTemplate.page({
          photo_slots: [
            {
              id: 'full',
              x_mm: 0,
              y_mm: 0,
              width_mm: 210,
              height_mm: 150,
              rotation_deg: 0,
            },
            { id: 'inside', x_mm: 20, y_mm: 160, width_mm: 100, height_mm: 60, rotation_deg: 0 },
          ],
          text_slots: [],
        }),
      ],
    });
    const doc = applyCommand(bleeding, createDesignDoc(bleeding), {
      type: 'autoFill',
      repeat: true,
      photos: [big],
    });
    expect(checkDesign(bleeding, doc)).toEqual([
      { kind: 'photoOutsideSafeArea', pageIndex: 0, slotId: 'full' },
    ]);
    // An empty slot there is only an empty slot.
    const emptied = applyCommand(bleeding, doc, {
      type: 'removePhoto',
      pageIndex: 0,
      slotId: 'full',
    });
    expect(checkDesign(bleeding, emptied)).toEqual([
      { kind: 'emptySlot', pageIndex: 0, slotId: 'full' },
    ]);
  });

  it('flags a photo below the product’s effective resolution, and zooming makes it worse', () => {
    let doc = titled(
      applyCommand(template, createDesignDoc(template), {
        type: 'autoFill',
        repeat: true,
        photos: [big],
      }),
    );
    expect(checkDesign(template, doc)).toEqual([]);
    // 6000 px over 190 mm is about 802 dpi; 8x zoom brings it near 100.
    doc = applyCommand(template, doc, {
      type: 'zoomPhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      zoom: 8,
    });
    expect(slotDpi(template, doc, 0, 'cover-1')).toBeCloseTo(802 / 8, 0);
    expect(checkDesign(template, doc)).toEqual([
      { kind: 'lowResolution', pageIndex: 0, slotId: 'cover-1', dpi: 100, minDpi: 150 },
    ]);
    doc = applyCommand(template, doc, {
      type: 'placePhoto',
      pageIndex: 1,
      slotId: 'inner-1',
      photo: small,
    });
    expect(checkDesign(template, doc).map((issue) => issue.kind)).toEqual([
      'lowResolution',
      'lowResolution',
    ]);
  });

  it('flags text that needs more lines than its box holds', () => {
    const style = { fontFamily: 'Inter', fontSizePt: 24 };
    expect(textOverflows('Our summer', style, { width: 190, height: 30 })).toBe(false);
    expect(
      textOverflows(
        'Our summer holidays on the coast of Portugal with the whole family, two dogs and a lot of sun',
        style,
        { width: 190, height: 30 },
      ),
    ).toBe(true);
    let doc = applyCommand(template, createDesignDoc(template), {
      type: 'setText',
      pageIndex: 0,
      slotId: 'title',
      text: 'Our summer in Lisbon and Porto',
    });
    expect(checkDesign(template, doc).filter((issue) => issue.kind === 'textOverflow')).toEqual([]);
    doc = applyCommand(template, doc, {
      type: 'setTextStyle',
      pageIndex: 0,
      slotId: 'title',
      style: { fontSizePt: 48 },
    });
    expect(checkDesign(template, doc)).toContainEqual({
      kind: 'textOverflow',
      pageIndex: 0,
      slotId: 'title',
      free: false,
    });
  });

  it('wraps words greedily and never loses a character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }).map((text) => text.replace(/\s+/g, ' ').trim()),
        fc.integer({ min: 10, max: 200 }),
        (text, width) => {
          const style = { fontFamily: 'Inter', fontSizePt: 12 };
          const lines = wrapText(text, style, width);
          expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
          for (const line of lines)
            if (line.length > 1)
              expect(estimateTextWidth(line, style)).toBeLessThanOrEqual(width + 1e-9);
        },
      ),
    );
  });
});

describe('design document serialisation', () => {
  it('writes the API schema and reads it back', () => {
    let doc = applyCommand(template, createDesignDoc(template), {
      type: 'autoFill',
      repeat: true,
      photos: [big, small],
    });
    doc = applyCommand(template, doc, {
      type: 'zoomPhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      zoom: 2,
    });
    doc = applyCommand(template, doc, {
      type: 'panPhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      dx: 20,
      dy: -10,
    });
    doc = applyCommand(template, doc, {
      type: 'rotatePhoto',
      pageIndex: 0,
      slotId: 'cover-2',
      rotation: 15,
    });
    doc = applyCommand(template, doc, {
      type: 'setText',
      pageIndex: 0,
      slotId: 'title',
      text: 'Lisbon 2026',
    });
    doc = applyCommand(template, doc, {
      type: 'addFreeText',
      pageIndex: 1,
      freeText: {
        id: 't1',
        x: 20,
        y: 220,
        width: 100,
        height: 20,
        text: 'Day one',
        fontFamily: 'Nunito',
        fontSizePt: 14,
        color: '#224466',
        align: 'center',
      },
    });
    doc = applyCommand(template, doc, { type: 'setLayout', pageIndex: 1, layout: 'pair' });

    const saved = toApiDocument(template, doc);
    expect(designDocumentSchema.safeParse(saved).success).toBe(true);
    expect(saved.pages[0]?.photos[0]).toMatchObject({
      slot_id: 'cover-1',
      image: big,
      rotation_deg: 0,
    });

    const reopened = fromApiDocument(template, saved);
    expect(reopened.pages[1]?.layout).toBe('pair');
    expect(reopened.pages[0]?.texts.title?.text).toBe('Lisbon 2026');
    expect(reopened.pages[1]?.freeTexts[0]).toMatchObject({
      id: 't1',
      x: 20,
      y: 220,
      width: 100,
      height: 20,
      text: 'Day one',
      fontFamily: 'Nunito',
    });
    const before = defined(doc.pages[0]?.photos['cover-1']).transform;
    const after = defined(reopened.pages[0]?.photos['cover-1']).transform;
    expect(after.zoom).toBeCloseTo(before.zoom, 6);
    expect(after.offsetX).toBeCloseTo(before.offsetX, 6);
    expect(after.offsetY).toBeCloseTo(before.offsetY, 6);
    expect(defined(reopened.pages[0]?.photos['cover-2']).transform.rotation).toBeCloseTo(15);
  });

  it('drops entries for slots the template does not have', () => {
    const reopened = fromApiDocument(template, {
      version: 1,
      template_id: template.id,
      pages: [
        {
          index: 0,
          photos: [
            {
              slot_id: 'gone',
              image: big,
              crop: { x: 0, y: 0, width: 100, height: 100 },
              rotation_deg: 0,
            },
          ],
          texts: [],
        },
      ],
    });
    expect(reopened.pages[0]?.photos).toEqual({});
  });
});
