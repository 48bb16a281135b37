/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contractTableMarkers,
  normalizeContractTable,
  renderContractTable,
} from './contractTable.ts';
import { defineEndpoint } from './endpoint.ts';
import { endpointList, type NamedEndpoint } from './endpoints/index.ts';

describe('the README endpoint table', () => {
  it('has one row per endpoint', () => {
    const rows = normalizeContractTable(renderContractTable())
      .split('\n')
      .filter((line) => line.startsWith('|`'));
    expect(rows).toHaveLength(endpointList.length);
    expect(rows).toContain(
      "|`cart.changeQuantity`|POST|`/cart/lines/{line_id}`|`quantity`|`cart`|Change a line's quantity (within the article's limits). _(session)_|",
    );
  });

  it('pads every column to its widest cell', () => {
    const lines = renderContractTable().split('\n').slice(2, -2);
    const widths = new Set(lines.map((line) => [...line].length));
    expect(widths.size).toBe(1);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \| -+ \|$/);
  });

  it('marks optional fields, multipart endpoints and escapes pipes', () => {
    const endpoint = {
      ...defineEndpoint({
        method: 'POST',
        path: '/images/upload',
        access: 'public',
        encoding: 'multipart',
        summary: 'a | b',
        request: z.object({ img: z.string(), extra: z.string().default('') }),
        response: z.object({}),
      }),
      name: 'images.upload',
      area: 'images',
    } satisfies NamedEndpoint;
    expect(normalizeContractTable(renderContractTable([endpoint]))).toContain(
      '|`images.upload`|POST|`/images/upload`|`img`, `extra?`|—|a \\| b Multipart.|',
    );
  });

  it('is the table committed in the README', () => {
    const readmeUrl = new URL('../../README.md', import.meta.url);
    let readme = readFileSync(readmeUrl, 'utf8');
    const start = readme.indexOf(contractTableMarkers.start);
    const end = readme.indexOf(contractTableMarkers.end) + contractTableMarkers.end.length;
    expect(start, 'README lacks the generated table').toBeGreaterThan(-1);
    if (process.env.UPDATE_CONTRACT_TABLE) {
      readme = readme.slice(0, start) + renderContractTable() + readme.slice(end);
      writeFileSync(readmeUrl, readme);
    }
    expect(
      readme.slice(
        start,
        readme.indexOf(contractTableMarkers.end) + contractTableMarkers.end.length,
      ),
    ).toBe(renderContractTable());
  });
});
