import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands.ts';
import { createDesignDoc } from './document.ts';
import { canvasEdgeOf, productFormOf } from './pages.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { buildTestBook, buildTestTemplate } from './testTemplate.ts';

describe("a canvas's edge", () => {
  const canvas = buildTestTemplate({ form: 'canvas', bleed_mm: 30 });

  it('is mirrored until the customer chooses, and each choice is kept', () => {
    let doc = createDesignDoc(canvas);
    expect(canvasEdgeOf(doc)).toBe('mirror');
    doc = applyCommand(canvas, doc, { type: 'setCanvasEdge', edge: 'photo' });
    expect(canvasEdgeOf(doc)).toBe('photo');
    const same = applyCommand(canvas, doc, { type: 'setCanvasEdge', edge: 'photo' });
    expect(same).toBe(doc);
  });

  it('travels with the saved design and comes back from it', () => {
    const doc = applyCommand(canvas, createDesignDoc(canvas), {
      type: 'setCanvasEdge',
      edge: 'colour',
    });
    const saved = toApiDocument(canvas, doc);
    expect(saved.canvas_edge).toBe('colour');
    expect(canvasEdgeOf(fromApiDocument(canvas, saved))).toBe('colour');
    expect(toApiDocument(canvas, createDesignDoc(canvas))).not.toHaveProperty('canvas_edge');
  });

  it('is not a choice for other products', () => {
    const book = buildTestBook();
    expect(productFormOf(book)).toBe('book');
    const doc = createDesignDoc(book);
    expect(applyCommand(book, doc, { type: 'setCanvasEdge', edge: 'photo' })).toBe(doc);
  });
});
