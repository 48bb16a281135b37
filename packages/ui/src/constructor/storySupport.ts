import { db } from '@shop/mocks';
import type { Template } from './model/index.ts';

/** The mock API's template of an article, for stories that prepare a design before rendering. */
export function storyTemplate(articleId: number): Template {
  const template = db.productTemplates.find((candidate) => candidate.article_id === articleId);
  if (!template) throw new Error(`The mocks have no template for article ${articleId}`);
  return template;
}
