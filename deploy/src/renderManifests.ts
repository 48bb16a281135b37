import { stringify } from 'yaml';
import { siteManifests } from './manifests.ts';
import type { BrandId } from '@shop/brands';

const header = (brand: BrandId) =>
  `# The ${brand} brand's storefront on Kubernetes, written by \`npm run manifests -w @shop/deploy\`\n` +
  `# from deploy/src/manifests.ts: edit that file, not this one.\n`;

/** A brand's manifests as one multi-document YAML file. */
export function renderManifests(brand: BrandId): string {
  const documents = siteManifests(brand).map((manifest) => stringify(manifest.toJSON()));
  return header(brand) + documents.map((document) => `---\n${document}`).join('');
}
