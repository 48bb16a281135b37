import { buildArticle } from './fixtures/article.ts';

/** The in-memory store behind every handler. `reset()` puts the seed back. */
function seed() {
  return {
    articles: [
      buildArticle({ id: 101, name: 'Classic photo book', tags: ['TOP_SALES'] }),
      buildArticle({ id: 102, name: 'Canvas print', tags: ['NOVELTY'] }),
      buildArticle({ id: 103, name: 'Photo mug', tags: ['ECONOMIC', 'PROMOTION'] }),
    ],
  };
}

export let db = seed();

export function reset(): void {
  db = seed();
}
