import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

interface JsonReport {
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

// The story tests are only worth something if they can fail: run the real story-test setup on
// stories that break one rule each and check that every one of them fails for that reason.
it('fails stories with a contrast violation, a failing play function or a changed colour', async () => {
  const report = join(tmpdir(), `story-pipeline-${process.pid}.json`);
  await promisify(execFile)(
    process.execPath,
    [
      join(import.meta.dirname, '../../../../node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'vitest.pipeline.config.ts',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { cwd: join(import.meta.dirname, '../..') },
  ).catch(() => undefined); // the run is expected to fail; the report says how
  const { testResults } = JSON.parse(await readFile(report, 'utf8')) as JsonReport;
  const results = testResults.flatMap((file) => file.assertionResults);
  const failureOf = (title: string) =>
    results
      .filter((result) => result.title === title)
      .map((result) => ({ status: result.status, message: result.failureMessages.join('\n') }));

  // One result per brand for each broken story.
  for (const failure of failureOf('Contrast Violation')) {
    expect(failure.status).toBe('failed');
    expect(failure.message).toContain('color-contrast');
  }
  for (const failure of failureOf('Failing Play')) {
    expect(failure.status).toBe('failed');
    expect(failure.message).toContain('Remove from cart');
  }
  for (const failure of failureOf('Changed Colour')) {
    expect(failure.status).toBe('failed');
    expect(failure.message).toMatch(/pixels \(ratio [\d.]+\) differ/);
  }
  expect(results).toHaveLength(6);
}, 180_000);
