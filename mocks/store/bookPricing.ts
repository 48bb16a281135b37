import type { Currency, ProductTemplate } from '@shop/domain';
import { db } from '../db.ts';
import type { ArticleFixture } from '../fixtures/articles.ts';
import { roundMoney } from '../fixtures/orders.ts';
import { money } from '../present/money.ts';

function templateOf(article: ArticleFixture): ProductTemplate | undefined {
  return db.productTemplates.find((candidate) => candidate.article_id === article.id);
}

/** What the editor shows one product of the article to cost in `currency`, by page count for a book. */
export function templatePricing(
  article: ArticleFixture,
  currency: Currency,
): ProductTemplate['pricing'] {
  const sheet = article.extra_sheet_prices?.[currency];
  const base = money(article.prices[currency], currency);
  return sheet === undefined ? { base } : { base, per_extra_sheet: money(sheet, currency) };
}

/**
 * One unit of an article with its design: a book's price grows by a sheet price for each sheet
 * (template `page_count.step` inner pages) its saved design has beyond the template's fewest.
 */
export function unitPriceOf(
  article: ArticleFixture,
  designId: string | null,
  currency: Currency,
): number {
  const base = article.prices[currency];
  const sheet = article.extra_sheet_prices?.[currency];
  const template = templateOf(article);
  const document = designId
    ? db.designs.find((candidate) => candidate.id === designId)?.document
    : undefined;
  if (sheet === undefined || !template || !document) return base;
  const { min, step } = template.page_count;
  const inner = document.pages.filter(
    (page) => template.pages[page.template_page ?? page.index]?.side === 'inner',
  ).length;
  return roundMoney(base + Math.max(0, Math.ceil((inner - min) / step)) * sheet);
}
