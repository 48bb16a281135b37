import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Loading, empty and failed reads are shown by fragments/AsyncState, the one place that draws
// them (named loading shapes, the loading text for screen readers, the alert with its retry).
// A screen that draws its own states again drifts from the others in look and in accessibility.

const screensDir = join(import.meta.dirname, '../features/screens');

/** What a screen writes when it draws a loading or failed state itself. */
const handWritten = [
  { pattern: /aria-busy/, says: 'marks its own loading place (aria-busy)' },
  { pattern: /<Skeleton\b/, says: 'draws its own placeholders (<Skeleton>)' },
  { pattern: /\bLoadingPlace\b/, says: 'uses LoadingPlace instead of AsyncState' },
  { pattern: /\.refetch\(\)/, says: 'writes its own retry (refetch) for a failed read' },
] as const;

/** The screens' source files; stories, tests and the stories' support left out. */
function screenSources(): string[] {
  return globSync('**/*.{ts,tsx}', { cwd: screensDir })
    .filter((file) => !/(\.stories|\.test|StorySupport)\.tsx?$/.test(file))
    .sort();
}

describe('screens show their reads through AsyncState', () => {
  it('finds the screens', () => {
    expect(screenSources()).toContain('TagsListScreen/TagsListScreen.tsx');
  });

  const offencesOf = (file: string) => {
    const source = readFileSync(join(screensDir, file), 'utf8');
    return handWritten.filter(({ pattern }) => pattern.test(source)).map(({ says }) => says);
  };

  it('no screen draws its own loading or failed state', () => {
    const offences = screenSources().flatMap((file) =>
      offencesOf(file).map((says) => `${file} ${says}`),
    );
    expect(offences).toEqual([]);
  });
});
