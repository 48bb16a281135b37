import { describe, expect, it } from 'vitest';
import { isUrl, parsableUrlSchema } from './url.ts';

describe('isUrl (valid if it parses)', () => {
  it.each([
    'https://example.com',
    'http://localhost:3000/a?b=c#d',
    'mailto:ana@example.com',
    'https://müller.de/ä',
    'ftp://x.y',
  ])('accepts %s', (url) => {
    expect(isUrl(url)).toBe(true);
  });

  it.each(['', 'example.com', '/relative/path', 'https://', 'http://exa mple.com', '://x'])(
    'refuses %s',
    (url) => {
      expect(isUrl(url)).toBe(false);
    },
  );

  it('backs the zod schema', () => {
    expect(parsableUrlSchema.safeParse('https://example.com').success).toBe(true);
    expect(parsableUrlSchema.safeParse('nope').error?.issues[0]?.message).toBe('validation.url');
  });
});
