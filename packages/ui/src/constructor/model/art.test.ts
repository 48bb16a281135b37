import { describe, expect, it } from 'vitest';
import credits from './artCredits.json';
import { backgrounds } from './backgrounds.ts';
import { applyCommand, type DesignCommand } from './commands.ts';
import { createDesignDoc } from './document.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { stickerNames, stickerSvg } from './stickers.ts';
import { buildTestTemplate } from './testTemplate.ts';

describe('the shop’s art', () => {
  it('ships at least 30 stickers, each a well-formed SVG with its licence recorded', () => {
    expect(stickerNames.length).toBeGreaterThanOrEqual(30);
    for (const name of stickerNames) {
      const svgText = stickerSvg(name) ?? '';
      const parsed = new DOMParser().parseFromString(svgText, 'image/svg+xml');
      expect(parsed.querySelector('parsererror'), name).toBeNull();
      expect(parsed.documentElement.nodeName).toBe('svg');
      expect(credits.stickers, name).toHaveProperty(name);
    }
    expect(Object.keys(credits.stickers).sort()).toEqual([...stickerNames].sort());
  });

  it('ships at least 24 backgrounds with patterns and textures, each with its licence recorded', () => {
    expect(backgrounds.length).toBeGreaterThanOrEqual(24);
    expect(new Set(backgrounds.map((background) => background.kind))).toEqual(
      new Set(['colour', 'pattern', 'texture']),
    );
    for (const background of backgrounds) {
      expect(credits.backgrounds, background.id).toHaveProperty(background.id);
      if (!background.tile) continue;
      const parsed = new DOMParser().parseFromString(background.tile.svg, 'image/svg+xml');
      expect(parsed.querySelector('parsererror'), background.id).toBeNull();
    }
    expect(Object.keys(credits.backgrounds).sort()).toEqual(
      backgrounds.map((background) => background.id).sort(),
    );
  });
});

describe('the saved design', () => {
  it('keeps backgrounds, stickers, photo filters and "fit text" through a save and a reopen', () => {
    const template = buildTestTemplate();
    const photo = { url: 'https://product-api.test/mock-uploads/u1', width: 6000, height: 4000 };
    const steps: DesignCommand[] = [
      { type: 'autoFill', photos: [photo], repeat: true },
      { type: 'setBackground', pageIndex: 0, color: 'linen' },
      { type: 'setBackground', pageIndex: 1, color: '#2e3138' },
      { type: 'setPhotoFilter', pageIndex: 0, slotId: 'cover-1', filter: { preset: 'sepia' } },
      {
        type: 'setPhotoFilter',
        pageIndex: 1,
        slotId: 'inner-1',
        filter: { brightness: 20, contrast: -10, saturation: 0 },
      },
      { type: 'addSticker', pageIndex: 1, id: 'sticker-1', sticker: 'heart' },
      { type: 'updateSticker', pageIndex: 1, id: 'sticker-1', changes: { width: 30 } },
      { type: 'setTextStyle', pageIndex: 0, slotId: 'title', style: { fit: 'shrink' } },
    ];
    const doc = steps.reduce(
      (current, command) => applyCommand(template, current, command),
      createDesignDoc(template),
    );
    const reopened = fromApiDocument(template, toApiDocument(template, doc));
    expect(reopened.pages.map((page) => page.background)).toEqual(['linen', '#2e3138']);
    expect(reopened.pages[0]?.photos['cover-1']?.filter).toEqual({ preset: 'sepia' });
    expect(reopened.pages[1]?.photos['inner-1']?.filter).toEqual({ brightness: 20, contrast: -10 });
    expect(reopened.pages[1]?.stickers).toEqual(doc.pages[1]?.stickers);
    expect(reopened.pages[1]?.stickers?.[0]?.width).toBe(30);
    expect(reopened.pages[0]?.texts['title']?.fit).toBe('shrink');
    expect(
      applyCommand(template, doc, { type: 'addSticker', pageIndex: 1, id: 'x', sticker: 'nope' }),
    ).toBe(doc);
  });
});
