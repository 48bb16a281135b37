import type { ErrorPageContentPlacement } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../data/ApiClientProvider.tsx';
import { useCountrySite } from '../data/CountrySiteContext.tsx';
import { relatedContentQuery } from '../data/relatedContentQuery.ts';
import { RelatedContentSection } from '../fragments/RelatedContent/RelatedContentSection.tsx';

export interface RelatedContentProps {
  /** Where the shop places it: the 404 screen, a search without results or the empty cart. */
  placement: ErrorPageContentPlacement;
  /** Outline level of the block's heading: 2 (default) on the page, 3 inside a page's section. */
  headingLevel?: 2 | 3;
}

/**
 * The related content of a placement, read from the product API on the current country site.
 * Left out while it loads, when the product API fails or places nothing, so it never stands in
 * the way.
 */
export function RelatedContent({ placement, headingLevel }: RelatedContentProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const related = useQuery(relatedContentQuery(client, placement));
  if (!related.isSuccess) return null;
  return (
    <RelatedContentSection
      placement={placement}
      blocks={related.data.blocks}
      site={countrySite}
      headingLevel={headingLevel}
    />
  );
}
