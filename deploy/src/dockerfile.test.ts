import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// No Dockerfile linter runs on these machines: the rules the image must keep, checked by reading it.
const dockerfile = readFileSync(join(import.meta.dirname, '..', 'Dockerfile'), 'utf8');
const lines = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
const instructions = (name: string) => lines.filter((line) => line.startsWith(`${name} `));

describe('the storefront image (deploy/Dockerfile)', () => {
  it('builds on a pinned Node 24 slim image in more than one stage', () => {
    const [nodeImage] = instructions('ARG').filter((line) => line.includes('NODE_IMAGE='));
    expect(nodeImage).toMatch(/NODE_IMAGE=node:24\.\d+\.\d+-[a-z]+-slim$/);
    expect(instructions('FROM').length).toBeGreaterThanOrEqual(2);
    for (const from of instructions('FROM')) expect(from).not.toMatch(/:latest\b/);
  });

  it('installs production dependencies only for what it runs', () => {
    expect(instructions('RUN').join('\n')).toMatch(/npm ci --omit=dev\b/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).not.toMatch(/npm (ci|install)(?! --omit=dev)/);
  });

  it('runs as a non-root user with a health check', () => {
    const runtime = lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')));
    const user = runtime.find((line) => line.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER (root|0)\b/);
    expect(
      runtime.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/healthz')),
    ).toBe(true);
    expect(runtime.some((line) => line.startsWith('CMD '))).toBe(true);
  });
});
