import { readFile } from 'node:fs/promises';
import type { ClientAssets, PageAssets } from './pages/pageDocument.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically, in the order the browser evaluates them. */
function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const child of manifest[current]?.imports ?? []) visit(child);
  };
  visit(key);
  return [...seen];
}

/** The scripts to preload and the stylesheets to link for a set of chunks. */
function assetsOf(manifest: Manifest, keys: string[], skip: Set<string>): PageAssets {
  const chunks = keys.flatMap((key) => (skip.has(key) ? [] : (manifest[key] ?? [])));
  return {
    modulePreloads: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * Reads Vite's build manifest once at startup: the entry script, every stylesheet and static
 * chunk it needs, and per route (by the lazy chunk's name, e.g. `home`) what that route adds, so
 * the HTML names all of it and nothing is discovered late; and the text of those stylesheets, which
 * a page carries in its head.
 */
export async function readClientAssets(clientDir: string, entry: string): Promise<ClientAssets> {
  const manifest = JSON.parse(
    await readFile(`${clientDir}/.vite/manifest.json`, 'utf8'),
  ) as Manifest;
  const chunk = manifest[entry];
  if (!chunk?.isEntry) throw new Error(`The client build has no entry ${entry}`);
  const entryChunks = staticClosure(manifest, entry);
  const loadedByEntry = new Set(entryChunks);
  const shared = assetsOf(manifest, entryChunks, new Set([entry]));
  const routes: Record<string, PageAssets> = {};
  for (const [key, lazy] of Object.entries(manifest)) {
    if (lazy.isDynamicEntry && lazy.name)
      routes[lazy.name] = assetsOf(manifest, staticClosure(manifest, key), loadedByEntry);
  }
  const styles = [...(chunk.css ?? []).map((file) => `/${file}`), ...shared.styles];
  const everyStyle = new Set([
    ...styles,
    ...Object.values(routes).flatMap((route) => route.styles),
  ]);
  const styleTexts = Object.fromEntries(
    await Promise.all(
      [...everyStyle].map(async (href) => [href, await readFile(`${clientDir}${href}`, 'utf8')]),
    ),
  ) as Record<string, string>;
  return {
    scripts: [`/${chunk.file}`],
    styles,
    modulePreloads: shared.modulePreloads,
    routes,
    styleTexts,
  };
}
