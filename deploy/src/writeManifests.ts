// Writes each brand's manifests to deploy/kubernetes/ (`npm run manifests -w @shop/deploy`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandIdsToDeploy, manifestFileOf } from './manifests.ts';
import { renderManifests } from './renderManifests.ts';

for (const brand of brandIdsToDeploy) {
  const file = join(import.meta.dirname, '..', manifestFileOf(brand));
  writeFileSync(file, renderManifests(brand));
  console.warn(`wrote ${file}`);
}
