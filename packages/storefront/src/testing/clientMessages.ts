import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const messagesDir = new URL('../../../ui/src/features/i18n/messages/', import.meta.url).pathname;

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

/** A few long sentences of each language in the messages folder that no other language shares. */
async function distinctiveTexts(): Promise<Map<string, string[]>> {
  const byLanguage = new Map<string, string[]>();
  for (const language of await readdir(messagesDir)) {
    const files = await readdir(join(messagesDir, language));
    const all = await Promise.all(
      files.map(async (file) =>
        texts(JSON.parse(await readFile(join(messagesDir, language, file), 'utf8')) as Tree),
      ),
    );
    byLanguage.set(language, all.flat());
  }
  const samples = new Map<string, string[]>();
  for (const [language, own] of byLanguage) {
    const others = new Set(
      [...byLanguage].filter(([other]) => other !== language).flatMap(([, list]) => list),
    );
    // Plain sentences (no placeholder) are copied verbatim into a bundle that embeds messages.
    const distinct = own.filter(
      (text) => !others.has(text) && !text.includes('{{') && text.length >= 24,
    );
    samples.set(language, distinct.sort((a, b) => b.length - a.length).slice(0, 3));
  }
  return samples;
}

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Messages reach the browser as data (inlined state, message files), never inside JavaScript. */
export function describeClientMessages(siteDir: string) {
  describe('messages in the built client', () => {
    it('no .js file contains a sentence of any language', async () => {
      const samples = await distinctiveTexts();
      expect([...samples.values()].every((list) => list.length > 0)).toBe(true);
      const files = await jsFiles(join(siteDir, 'dist/client'));
      expect(files.length).toBeGreaterThan(0);
      const found: string[] = [];
      for (const file of files) {
        const code = await readFile(file, 'utf8');
        for (const [language, list] of samples)
          for (const text of list)
            if (code.includes(text) || code.includes(JSON.stringify(text).slice(1, -1)))
              found.push(`${language} "${text}" in ${file.slice(siteDir.length)}`);
      }
      expect(found).toEqual([]);
    });
  });
}
