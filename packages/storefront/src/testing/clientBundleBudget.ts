import { describe, expect, it } from 'vitest';
import { clientBundleWeights } from '../vite/clientBundle.ts';

/** Gzipped bytes a visitor may download; raising one is a decision, made here, in review. */
export const clientBundleBudget = {
  /** What every page loads: React, the runtime, the layouts, the translations. */
  entryJs: 250 * 1024,
  /** What a route's own screen adds on top of the entry. */
  routeJs: 40 * 1024,
  /** The design constructor with its canvas library, loaded only on /create. */
  constructorJs: 130 * 1024,
} as const;

/** Fails the build's tests when the client grows past its budget or the editor leaks into other routes. */
export function describeClientBundleBudget(siteDir: string) {
  describe('client bundle budget', () => {
    it('keeps the entry, every route and the constructor within their gzip budgets', async () => {
      const weights = await clientBundleWeights(siteDir);
      const over = weights
        .map((chunk) => {
          const budget =
            chunk.name === 'entry'
              ? clientBundleBudget.entryJs
              : chunk.name === 'constructor'
                ? clientBundleBudget.constructorJs
                : clientBundleBudget.routeJs;
          return {
            name: chunk.name,
            kb: Math.round(chunk.jsBytes / 1024),
            budgetKb: budget / 1024,
            over: chunk.jsBytes > budget,
          };
        })
        .filter((row) => row.over);
      expect(over).toEqual([]);
      expect(weights.map((chunk) => chunk.name)).toEqual(
        expect.arrayContaining(['entry', 'home', 'create', 'constructor']),
      );
    });

    it('loads the editor only on the constructor route', async () => {
      const weights = await clientBundleWeights(siteDir);
      const editor = weights.find((chunk) => chunk.name === 'constructor');
      if (!editor) throw new Error('The build has no lazy constructor chunk');
      // The create route's own small chunk loads the editor, so the editor may share code with it.
      const create = weights.find((chunk) => chunk.name === 'create');
      const editorOnly = new Set(editor.files.filter((file) => !create?.files.includes(file)));
      expect(editorOnly.size).toBeGreaterThan(0);
      for (const chunk of weights.filter((other) => other !== editor)) {
        expect(
          chunk.files.filter((file) => editorOnly.has(file)),
          chunk.name,
        ).toEqual([]);
      }
    });
  });
}
