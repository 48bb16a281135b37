import { productApiErrorCodes } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { writtenMessages } from './messageFiles.ts';
import { fallbackLanguage, uiLanguages } from './locales.ts';

// The shop shows the product API's refusals by their error code, never by the API's English
// message: every code needs its own text in every language, and no language may copy English.
describe('the product API error texts', () => {
  const names = [...Object.keys(productApiErrorCodes), 'unknown'];
  const textsOf = (language: string) =>
    (writtenMessages(language, 'errors')?.api ?? {}) as Record<string, unknown>;
  const english = textsOf(fallbackLanguage);

  it.each(uiLanguages)('has a text in %s for every error code', (language) => {
    const texts = textsOf(language);
    for (const name of names) {
      expect(typeof texts[name], `${language} errors:api.${name}`).toBe('string');
      expect(String(texts[name]).trim(), `${language} errors:api.${name}`).not.toBe('');
      if (language !== fallbackLanguage)
        expect(texts[name], `${language} errors:api.${name}`).not.toBe(english[name]);
    }
  });
});
