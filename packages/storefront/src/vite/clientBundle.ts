import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkWeight {
  /** `entry` for what every page loads, else the lazy chunk's name (a route, the constructor). */
  name: string;
  /** Gzipped JavaScript this chunk adds to what is already loaded (with its static imports). */
  jsBytes: number;
  /** Gzipped CSS it adds. */
  cssBytes: number;
  /** Every file it adds, to check what a chunk does or does not contain. */
  files: string[];
}

/**
 * The weight of a built site's client: what the entry loads on every page and what each lazy
 * chunk adds on top of it, gzipped, as a visitor's browser downloads it.
 */
export async function clientBundleWeights(siteDir: string): Promise<ChunkWeight[]> {
  const clientDir = join(siteDir, 'dist/client');
  const manifest = JSON.parse(
    await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipped = async (file: string) => gzipSync(await readFile(join(clientDir, file))).length;
  const weigh = async (
    name: string,
    key: string,
    alreadyLoaded: Set<string>,
  ): Promise<ChunkWeight> => {
    const files = staticClosure(manifest, key, alreadyLoaded);
    const css = [...new Set(files.flatMap((chunkKey) => manifest[chunkKey]?.css ?? []))];
    const js = files.map((chunkKey) => manifest[chunkKey]?.file ?? chunkKey);
    const sizes = await Promise.all([...js.map(gzipped), ...css.map(gzipped)]);
    return {
      name,
      jsBytes: sizes.slice(0, js.length).reduce((sum, size) => sum + size, 0),
      cssBytes: sizes.slice(js.length).reduce((sum, size) => sum + size, 0),
      files: [...js, ...css],
    };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`${clientDir} has no entry chunk: build the site first`);
  const entryChunks = new Set(staticClosure(manifest, entryKey, new Set()));
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  return [
    await weigh('entry', entryKey, new Set()),
    ...(await Promise.all(lazy.map(([key, chunk]) => weigh(chunk.name ?? key, key, entryChunks)))),
  ];
}

/** A chunk and everything it imports statically, minus what is already loaded. */
function staticClosure(manifest: Manifest, key: string, alreadyLoaded: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current) || alreadyLoaded.has(current)) return;
    seen.add(current);
    for (const child of manifest[current]?.imports ?? []) visit(child);
  };
  visit(key);
  return [...seen];
}
