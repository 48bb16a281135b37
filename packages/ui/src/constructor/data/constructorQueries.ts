import { isApiError, type ApiClient, type BrandId } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** A design that is not there: deleted, never made, or of the other brand's shops. */
export const isMissingDesign = (error: unknown): boolean =>
  isApiError(error) && error.upstreamStatus === 404;

/**
 * A design that is there but not this visitor's (another browser's or account's), or whose link
 * token the API refused: nothing of it was sent.
 */
export const isOthersDesign = (error: unknown): boolean =>
  isApiError(error) && error.upstreamStatus === 403;

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
  /**
   * A saved design of this brand's shops (another brand's is a 404). With the token of its mailed
   * link, opening it gives this browser the right to it; the key leaves the token out, so the
   * address may drop it once the design is open.
   */
  design: (client: ApiClient, brand: BrandId, designId: string, linkToken?: string) =>
    queryOptions({
      queryKey: ['constructor', 'design', brand, designId],
      queryFn: ({ signal }) =>
        linkToken === undefined
          ? client.call('designs.get', { design_id: designId, brand }, { signal })
          : client.call(
              'designs.openLink',
              { design_id: designId, brand, link_token: linkToken },
              { signal },
            ),
      // The editor owns the design once open: refetching would overwrite the customer's work.
      staleTime: Infinity,
      // A design that is not there stays so: say it at once rather than asking again.
      retry: (failures, error) => !isMissingDesign(error) && !isOthersDesign(error) && failures < 1,
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
