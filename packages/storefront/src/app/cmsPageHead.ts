import type { BrandId } from '@shop/domain';
import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import type { OwnHead, PageReads } from './defineRoute.tsx';

/**
 * The head of a CMS page (/{slug}, /about-us): the CMS names its own pages, with the meta title and
 * description of the brand's page, not the generic page name.
 */
export function cmsPageHead(
  { brand, slug }: { brand: BrandId; slug: string },
  { client, queryClient }: PageReads,
): OwnHead | undefined {
  const page = queryClient.getQueryData(
    catalogueQueries.cmsPage(client, brand, slug).queryKey,
  )?.page;
  return page
    ? {
        title: page.meta_title || undefined,
        name: page.title,
        description: page.meta_description || undefined,
      }
    : undefined;
}
