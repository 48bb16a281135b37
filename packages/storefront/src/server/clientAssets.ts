import { readFile } from 'node:fs/promises';
import type { ClientAssets } from './document.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** Reads the client entry's script and styles from Vite's build manifest. */
export async function readClientAssets(clientDir: string, entry: string): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(`${clientDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunk = manifest[entry];
  if (!chunk?.isEntry) throw new Error(`The client build has no entry ${entry}`);
  return { scripts: [`/${chunk.file}`], styles: (chunk.css ?? []).map((file) => `/${file}`) };
}
