import { describe, expect, it } from 'vitest';
import { clientBundleWeights } from '../vite/clientBundle.ts';

/**
 * Gzipped JavaScript a first visit downloads (the entry and the route's chunks, each file once);
 * raising one is a decision, made here, in review. The targets are 100 KB on home and 150 KB on
 * every other page: the budgets below are what the build proves today and only ever go down.
 */
export const clientBundleBudget = {
  /** Home's first load: entry plus the home route's chunks. Target 100 KB. */
  homeFirstLoadJs: 195 * 1024,
  /** Any other page's first load, the constructor's editor aside. Target 150 KB. */
  pageFirstLoadJs: 245 * 1024,
  /** The design constructor with its canvas library, loaded only on /create. */
  constructorJs: 130 * 1024,
} as const;

/** Fails the build's tests when a first load grows past its budget or the editor leaks into other routes. */
export function describeClientBundleBudget(siteDir: string) {
  describe('client bundle budget', () => {
    it('keeps the first load of home, of every other page and the constructor within their gzip budgets', async () => {
      const weights = await clientBundleWeights(siteDir);
      const entry = weights.find((chunk) => chunk.name === 'entry');
      if (!entry) throw new Error('The build has no entry chunk');
      const over = weights
        .filter((chunk) => chunk !== entry)
        .map((chunk) => {
          const isEditor = chunk.name === 'constructor';
          const budget = isEditor
            ? clientBundleBudget.constructorJs
            : chunk.name === 'home'
              ? clientBundleBudget.homeFirstLoadJs
              : clientBundleBudget.pageFirstLoadJs;
          // The editor is weighed on its own; a page's first load is the entry plus its route.
          const bytes = isEditor ? chunk.jsBytes : entry.jsBytes + chunk.jsBytes;
          return {
            name: chunk.name,
            kb: Math.round(bytes / 1024),
            budgetKb: budget / 1024,
            over: bytes > budget,
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
      // The create route's own small chunk loads the editor, so the editor may share code with it;
      // the endpoint table (loaded with a page's first API call) holds schemas the editor uses too.
      const sharers = weights.filter((chunk) => ['create', 'endpoints'].includes(chunk.name));
      const editorOnly = new Set(
        editor.files.filter((file) => !sharers.some((chunk) => chunk.files.includes(file))),
      );
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
