import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { relatedContentQuery } from '../../data/relatedContentQuery.ts';
import { RelatedContent, type RelatedContentProps } from './RelatedContent.tsx';

/**
 * For stories: RelatedContent as a page shows it: the placement read from the mock product API (MSW), on the
 * story's country site.
 */
export function StoryRelatedContent({
  placement,
  headingLevel,
}: Pick<RelatedContentProps, 'placement' | 'headingLevel'>) {
  const read = useQuery(relatedContentQuery(useApiClient(), placement));
  return (
    <RelatedContent
      placement={placement}
      read={read}
      site={useCountrySite()}
      headingLevel={headingLevel}
    />
  );
}
