import { fixtures } from '@shop/mocks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoFill, inTakenOrder, orientationOf } from './autoFill.ts';
import { createDesignDoc, emptyPhotoSlots, pagePhotoSlots } from './document.ts';
import { coverTransform, effectiveDpi } from './geometry.ts';
import { buildTestBook, defined } from './testTemplate.ts';
import type { DesignDoc, PhotoAsset, PhotoSlot, Template } from './types.ts';

const photoArbitrary = (index: number) =>
  fc
    .record({
      width: fc.integer({ min: 120, max: 6000 }),
      height: fc.integer({ min: 120, max: 6000 }),
      takenAt: fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }), { nil: undefined }),
      name: fc.constantFrom('IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0010.jpg', 'beach.jpg'),
    })
    .map((photo): PhotoAsset => ({ ...photo, url: `https://img.test/${index}.jpg` }));

const photoSet = (min: number, max: number, sharp = false) =>
  fc.integer({ min, max }).chain((count) =>
    fc.tuple(
      ...Array.from({ length: count }, (_, index) =>
        photoArbitrary(index).map((photo) =>
          // Sharp sets: every photo prints above the threshold in every slot.
          sharp ? { ...photo, width: photo.width + 6000, height: photo.height + 6000 } : photo,
        ),
      ),
    ),
  );

const slotArbitrary = fc.record({
  x: fc.integer({ min: 10, max: 100 }),
  y: fc.integer({ min: 10, max: 150 }),
  width: fc.integer({ min: 20, max: 100 }),
  height: fc.integer({ min: 20, max: 130 }),
});

/** A random book: a cover and inner template pages with random slots, 4 to 12 inner pages. */
const templateArbitrary = fc
  .tuple(
    fc.array(fc.array(slotArbitrary, { minLength: 1, maxLength: 4 }), {
      minLength: 2,
      maxLength: 3,
    }),
    fc.constantFrom(4, 8, 12),
  )
  .map(([innerPages, pages]): Template => {
    type Box = { x: number; y: number; width: number; height: number };
    const page = (index: number, side: 'cover' | 'inner', slots: readonly Box[]) =>
      fixtures.productTemplate.page({
        index,
        side,
        text_slots: [],
        photo_slots: slots.map((slot, at) => ({
          id: `p${index}-${at}`,
          x_mm: slot.x,
          y_mm: slot.y,
          width_mm: slot.width,
          height_mm: slot.height,
          rotation_deg: 0,
        })),
      });
    return fixtures.productTemplate.build({
      page_count: { min: pages, max: pages + 10, step: 2 },
      pages: [
        page(0, 'cover', [{ x: 10, y: 10, width: 190, height: 120 }]),
        ...innerPages.map((slots, at) => page(at + 1, 'inner', slots)),
      ],
    });
  });

/** The photos auto-fill added, slot by slot, page by page. */
function placements(before: DesignDoc, after: DesignDoc, template: Template) {
  return after.pages.flatMap((page) =>
    pagePhotoSlots(template, page).flatMap((slot) => {
      const placed = page.photos[slot.id];
      const earlier = before.pages[page.index]?.photos[slot.id];
      return placed && !earlier ? [{ pageIndex: page.index, slot, photo: placed.photo }] : [];
    }),
  );
}

const byUrl = (photos: readonly PhotoAsset[]) => new Map(photos.map((photo) => [photo.url, photo]));
const dpi = (slot: PhotoSlot, photo: PhotoAsset) => effectiveDpi(slot, photo, coverTransform);

describe('auto-fill', () => {
  it('never places a photo twice while unused photos remain', () => {
    fc.assert(
      fc.property(templateArbitrary, photoSet(1, 40), (template, photos) => {
        const doc = createDesignDoc(template);
        const filled = autoFill(template, doc, photos);
        const urls = placements(doc, filled, template).map(({ photo }) => photo.url);
        expect(new Set(urls).size).toBe(urls.length);
        // Slots stay empty only when every photo is placed.
        if (emptyPhotoSlots(template, filled).length > 0) expect(urls.length).toBe(photos.length);
      }),
      { numRuns: 60 },
    );
  });

  it('repeats photos only when asked, and then only once all of them are placed', () => {
    fc.assert(
      fc.property(templateArbitrary, photoSet(1, 12), (template, photos) => {
        const doc = createDesignDoc(template);
        const filled = autoFill(template, doc, photos, { repeat: true });
        const urls = placements(doc, filled, template).map(({ photo }) => photo.url);
        expect(emptyPhotoSlots(template, filled)).toEqual([]);
        if (new Set(urls).size < urls.length) expect(new Set(urls).size).toBe(photos.length);
      }),
      { numRuns: 40 },
    );
  });

  it('puts landscape photos in landscape slots and portrait ones in portrait slots', () => {
    fc.assert(
      fc.property(templateArbitrary, photoSet(1, 40, true), (template, photos) => {
        const doc = createDesignDoc(template);
        const placed = placements(doc, autoFill(template, doc, photos), template);
        for (const pageIndex of new Set(placed.map((entry) => entry.pageIndex))) {
          const onPage = placed.filter((entry) => entry.pageIndex === pageIndex);
          const wrong = (photo: string, slot: string) =>
            onPage.some(
              (entry) => orientationOf(entry.photo) === photo && orientationOf(entry.slot) === slot,
            );
          // A mismatch one way never sits beside one the other way: swapping would fix both.
          expect(wrong('portrait', 'landscape') && wrong('landscape', 'portrait')).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('places the photos page after page in the order they were taken', () => {
    fc.assert(
      fc.property(templateArbitrary, photoSet(1, 40, true), (template, photos) => {
        const doc = createDesignDoc(template);
        const placed = placements(doc, autoFill(template, doc, photos), template);
        const rank = new Map(inTakenOrder(photos).map((photo, at) => [photo.url, at]));
        const pageRanks = (pageIndex: number) =>
          placed
            .filter((entry) => entry.pageIndex === pageIndex)
            .map((entry) => defined(rank.get(entry.photo.url)));
        const pages = [...new Set(placed.map((entry) => entry.pageIndex))];
        pages.slice(1).forEach((pageIndex, at) => {
          expect(Math.max(...pageRanks(defined(pages[at])))).toBeLessThan(
            Math.min(...pageRanks(pageIndex)),
          );
        });
      }),
      { numRuns: 60 },
    );
  });

  it('places no blurry photo where an unused one would print sharp', () => {
    fc.assert(
      fc.property(templateArbitrary, photoSet(1, 60), (template, photos) => {
        const doc = createDesignDoc(template);
        const placed = placements(doc, autoFill(template, doc, photos), template);
        const usedUrls = new Set(placed.map((entry) => entry.photo.url));
        const unused = [...byUrl(photos).values()].filter((photo) => !usedUrls.has(photo.url));
        for (const { slot, photo } of placed)
          if (dpi(slot, photo) < template.min_effective_dpi)
            for (const spare of unused)
              expect(dpi(slot, spare)).toBeLessThan(template.min_effective_dpi);
      }),
      { numRuns: 60 },
    );
  });

  it('orders by the date taken, then by file name, numbers in their order', () => {
    const photo = (url: string, name: string, takenAt?: number): PhotoAsset => ({
      url,
      name,
      width: 100,
      height: 100,
      ...(takenAt === undefined ? {} : { takenAt }),
    });
    const ordered = inTakenOrder([
      photo('a', 'IMG_10.jpg'),
      photo('b', 'IMG_9.jpg'),
      photo('c', 'late.jpg', 2000),
      photo('d', 'early.jpg', 1000),
    ]);
    expect(ordered.map((entry) => entry.url)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('gives the largest slot the photo with the most pixels', () => {
    const template = fixtures.productTemplate.build({
      page_count: { min: 1, max: 1, step: 1 },
      pages: [
        fixtures.productTemplate.page({
          text_slots: [],
          photo_slots: [
            { id: 'small', x_mm: 10, y_mm: 10, width_mm: 40, height_mm: 30, rotation_deg: 0 },
            { id: 'large', x_mm: 10, y_mm: 60, width_mm: 190, height_mm: 140, rotation_deg: 0 },
          ],
        }),
      ],
    });
    const small = { url: 'https://img.test/small.jpg', width: 800, height: 600, takenAt: 1 };
    const large = { url: 'https://img.test/large.jpg', width: 4000, height: 3000, takenAt: 2 };
    const filled = autoFill(template, createDesignDoc(template), [small, large]);
    expect(filled.pages[0]?.photos['large']?.photo.url).toBe(large.url);
    expect(filled.pages[0]?.photos['small']?.photo.url).toBe(small.url);
  });

  it('lays out blank pages to hold more photos than the book has slots', () => {
    const book = buildTestBook();
    const photos = Array.from({ length: 14 }, (_, at) => ({
      url: `https://img.test/${at}.jpg`,
      width: 3000,
      height: 3000,
      takenAt: at,
    }));
    const doc = createDesignDoc(book);
    const filled = autoFill(book, doc, photos);
    expect(placements(doc, filled, book)).toHaveLength(14);
    expect(filled.pages.some((page) => page.layout !== 'template')).toBe(true);
  });

  it('fills 300 photos into a 100-page book in well under a second', () => {
    const book = buildTestBook({ page_count: { min: 100, max: 120, step: 2 } });
    const photos = Array.from({ length: 300 }, (_, at) => ({
      url: `https://img.test/${at}.jpg`,
      width: at % 3 ? 4000 : 3000,
      height: at % 3 ? 3000 : 4000,
      takenAt: 300 - at,
    }));
    const doc = createDesignDoc(book);
    const started = performance.now();
    const filled = autoFill(book, doc, photos);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(new Set(placements(doc, filled, book).map(({ photo }) => photo.url)).size).toBe(300);
  });
});
