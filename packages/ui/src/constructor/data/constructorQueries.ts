import { isApiError, type ApiClient, type BrandId } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** A design that is not there for this visitor: deleted, or another visitor's or account's. */
export const isMissingDesign = (error: unknown): boolean =>
  isApiError(error) && (error.upstreamStatus === 404 || error.upstreamStatus === 403);

/** How many of the visitor's designs of a product the choice before the editor lists. */
const designsToContinueCount = 12;

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
      // A design that is not there stays so: say it at once rather than asking again.
      retry: (failures, error) => !isMissingDesign(error) && failures < 1,
    }),
  /**
   * The visitor's designs of the article in this brand's shops (the account's, or the guest
   * session's before login), the last changed first: starting the product again offers to
   * continue one of them. Empty for none.
   */
  designsToContinue: (client: ApiClient, brand: BrandId, articleId: number) =>
    queryOptions({
      queryKey: ['constructor', 'designsToContinue', brand, articleId],
      queryFn: async ({ signal }) => {
        const { designs } = await client.call(
          'designs.list',
          {
            article_id: articleId,
            brand,
            sort: 'DATE_LAST_MODIFICATION',
            per_page: designsToContinueCount,
          },
          { signal },
        );
        return designs;
      },
      staleTime: 0,
    }),
};
