import type { ApiClient, BrandId } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** What the constructor reads, shared by the screen and the server prefetch. */
export const constructorQueries = {
  template: (client: ApiClient, articleId: number) =>
    queryOptions({
      queryKey: ['constructor', 'template', articleId],
      queryFn: ({ signal }) =>
        client.call('productTemplates.getForArticle', { article_id: articleId }, { signal }),
      staleTime: Infinity,
    }),
  /** A saved design of this brand's shops (another brand's is a 404). */
  design: (client: ApiClient, brand: BrandId, designId: string) =>
    queryOptions({
      queryKey: ['constructor', 'design', brand, designId],
      queryFn: ({ signal }) =>
        client.call('designs.get', { design_id: designId, brand }, { signal }),
      // The editor owns the design once open: refetching would overwrite the customer's work.
      staleTime: Infinity,
    }),
};
