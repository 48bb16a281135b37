import type { ErrorPageContentPlacement } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { relatedContentQuery } from '../../data/relatedContentQuery.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { ArticleBlock, ResourceCards } from '../CmsContent/ContentBlocks.tsx';

export interface RelatedContentProps {
  /** Where the shop places it: the 404 screen, a search without results or the empty cart. */
  placement: ErrorPageContentPlacement;
  /** Outline level of the block's heading: 2 (default) on the page, 3 inside a page's section. */
  headingLevel?: 2 | 3;
}

/**
 * What the shop's editors place on a page that has nothing else to show (spec: error-page
 * content placements): product families and guides under a heading of the placement. Left out
 * while it loads, when the product API fails or places nothing, so it never stands in the way.
 */
export function RelatedContent({ placement, headingLevel = 2 }: RelatedContentProps) {
  const { t } = useTranslation('content');
  const client = useApiClient();
  const related = useQuery(relatedContentQuery(client, placement));
  const headingId = useId();
  if (!related.isSuccess || related.data.blocks.length === 0) return null;
  const { blocks } = related.data;
  const articles = blocks.filter((block) => block.kind === 'ARTICLE');
  const cards = blocks.filter((block) => block.kind !== 'ARTICLE');
  const inner = headingLevel === 2 ? 3 : 4;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={headingLevel} id={headingId}>
          {t(`related.${placement}`)}
        </Heading>
        {articles.map((block, index) => (
          <ArticleBlock key={index} block={block} headingLevel={inner} />
        ))}
        {cards.length > 0 ? <ResourceCards blocks={cards} headingLevel={inner} /> : null}
      </Stack>
    </section>
  );
}
