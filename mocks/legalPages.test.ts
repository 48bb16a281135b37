import { afterEach, describe, expect, it } from 'vitest';
import { reset } from './embedded.ts';
import { legalCompanies, legalSections, legalSlugs } from './fixtures/legalPages.ts';
import { legalTexts } from './fixtures/texts/legal/index.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

const languages = Object.keys(legalTexts);
/** The help answer on which files can be uploaded, which says how long the shop keeps them. */
const uploadsTopic = 35;

/** What a page still needs filling in: a `{placeholder}` left in its text. */
const placeholder = /\{\w+\}/;

describe('the legal pages', () => {
  it('are written in the 14 languages of the country sites', () => {
    expect(languages).toHaveLength(14);
  });

  describe.each(languages)('in %s', (language) => {
    it('keeps uploaded photos as long as the help answer on uploads says', async () => {
      const api = mockApiClient({ language });
      const { page } = await api.call('pages.get', { slug: 'privacy' });
      const retention = page.blocks.find((block) => /\b90\b/.test(block.body_html));
      expect(retention, 'the privacy page names a retention of 90 days').toBeDefined();
      const { topic } = await api.call('helpCenter.getTopic', { topic_id: uploadsTopic });
      expect(topic.body_html).toMatch(/\b90\b/);
    });

    it.each(legalSlugs)(
      '%s has every section, each with its own heading and text',
      async (slug) => {
        const api = mockApiClient({ language });
        const { page } = await api.call('pages.get', { slug });
        const [lead, ...sections] = page.blocks;
        expect(lead?.title).toBe(page.title);
        expect(sections).toHaveLength(legalSections[slug].length);
        const headings = sections.map((block) => block.title);
        expect(new Set(headings).size).toBe(headings.length);
        for (const block of page.blocks) {
          expect(block.kind).toBe('ARTICLE');
          expect(block.title).not.toBe('');
          expect(block.body_html.replace(/<[^>]+>/g, '').length).toBeGreaterThan(40);
          expect(block.body_html).not.toMatch(placeholder);
        }
        expect(page.meta_description).not.toMatch(placeholder);
      },
    );
  });

  it.each(['main', 'second'] as const)(
    'name the company of the %s brand on the brand’s own storefront',
    async (brand) => {
      const api = mockApiClient({ language: 'es' });
      const { page } = await api.call('pages.get', { slug: 'legal-notice', brand });
      const text = page.blocks.map((block) => block.body_html).join(' ');
      const own = legalCompanies[brand];
      const other = legalCompanies[brand === 'main' ? 'second' : 'main'];
      expect(text).toContain(own.company);
      expect(text).toContain(own.vat);
      expect(text).not.toContain(other.company);
    },
  );

  it('state the exception for personalised goods in every language', () => {
    for (const language of languages) {
      const texts = legalTexts[language];
      expect(texts?.withdrawal.sections.exception[1], language).toMatch(/2011\/83/);
      expect(texts?.terms.sections.withdrawal[1], language).toMatch(/16/);
    }
  });
});
