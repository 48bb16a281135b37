// What the design constructor adds to the client, and proof that only /create loads it: the
// bundle half of the editor's benchmark (benchEditor.mjs), read from a built site's manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const createRoute = '../../packages/storefront/src/app/routes/create.tsx';
/** Strings only the editor's code holds: Konva itself and the editor's canvas. */
const editorMarkers = ['Konva', 'page-canvas'];

const gzipBytes = async (clientDir, file) => gzipSync(await readFile(join(clientDir, file))).length;

/** A chunk and everything it imports statically: what loading it downloads. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, into);
  return into;
}

/**
 * The chunks the create route loads lazily on top of the entry (the constructor), their gzip
 * size, and for every other route whether its first load (entry + route chunk) shares any of
 * them or contains the editor's code.
 */
export async function editorBundle(siteDir) {
  const clientDir = join(siteDir, 'dist/client');
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = staticClosure(manifest, entryKey);
  const lazy = manifest[createRoute]?.dynamicImports ?? [];
  if (lazy.length === 0)
    throw new Error('The create route loads no lazy chunk: is the constructor still lazy?');
  // The route's own small chunk is preloaded when a link to it shows; the editor is not.
  const routeShell = [...staticClosure(manifest, createRoute)].filter((key) => !entry.has(key));
  const loadedBefore = new Set([...entry, ...routeShell]);
  const editorKeys = new Set(
    lazy
      .flatMap((key) => [...staticClosure(manifest, key)])
      .filter((key) => !loadedBefore.has(key)),
  );
  const filesOf = (keys) => [
    ...new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])),
  ];
  const editorFiles = filesOf(editorKeys);

  const sizeOf = async (files) =>
    (await Promise.all(files.map((file) => gzipBytes(clientDir, file)))).reduce(
      (sum, size) => sum + size,
      0,
    );
  const editorJs = editorFiles.filter((file) => file.endsWith('.js'));
  const editorCss = editorFiles.filter((file) => file.endsWith('.css'));
  const markersInEditor = [];
  for (const file of editorJs) {
    const code = await readFile(join(clientDir, file), 'utf8');
    markersInEditor.push(...editorMarkers.filter((marker) => code.includes(marker)));
  }

  const routes = Object.keys(manifest).filter(
    (key) => key.includes('/app/routes/') && key !== createRoute,
  );
  const leaks = [];
  const loadedElsewhere = new Set();
  for (const route of routes) {
    const firstLoad = new Set([...entry, ...staticClosure(manifest, route)]);
    for (const key of firstLoad) loadedElsewhere.add(key);
    // Chunks the editor shares with other routes (the domain's schemas) are fine; its own code is not.
    const shared = [];
    const markers = new Set();
    for (const key of firstLoad) {
      const code = await readFile(join(clientDir, manifest[key].file), 'utf8');
      const found = editorMarkers.filter((marker) => code.includes(marker));
      if (found.length > 0) shared.push(manifest[key].file);
      for (const marker of found) markers.add(marker);
    }
    if (shared.length > 0)
      leaks.push({ route: manifest[route].name, shared, markers: [...markers] });
  }
  return {
    files: editorFiles,
    /** The editor's own files, which no other route loads (a page other than /create must not). */
    ownFiles: filesOf([...editorKeys].filter((key) => !loadedElsewhere.has(key))),
    jsBytes: await sizeOf(editorJs),
    cssBytes: await sizeOf(editorCss),
    routeShellBytes: await sizeOf(filesOf(routeShell)),
    markersFound: [...new Set(markersInEditor)],
    routesChecked: routes.length,
    leaks,
  };
}
