import type { BrandId, ContentBlock } from '@shop/domain';
import { legalCompanies, legalSections, type LegalSlug } from '../fixtures/legalPages.ts';
import { fillText } from '../fixtures/texts/index.ts';
import { legalTextsFor } from '../fixtures/texts/legal/index.ts';

const article = (title: string, text: string): ContentBlock => ({
  kind: 'ARTICLE',
  title,
  body_html: `<p>${text}</p>`,
  media: [],
  link: null,
});

/**
 * A legal page in the call's language, naming the company of the brand that shows it: its lead
 * under the page title, then one titled article per section, in the page's order.
 */
export function legalPageIn(slug: LegalSlug, brand: BrandId, language: string | undefined) {
  const text = legalTextsFor(language)[slug];
  const company = legalCompanies[brand];
  const fill = (template: string) => fillText(template, company);
  const sections = text.sections as Record<string, readonly [string, string]>;
  const title = fill(text.title);
  return {
    title,
    meta_description: fill(text.meta_description),
    blocks: [
      article(title, fill(text.intro)),
      ...legalSections[slug].map((section) => {
        const [heading, body] = sections[section] ?? ['', ''];
        return article(heading, fill(body));
      }),
    ],
  };
}
