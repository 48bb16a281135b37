import type { ApiResult, ErrorPageContentPlacement } from '@shop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsyncRead } from '../AsyncState/AsyncState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { ArticleBlock, ResourceCards, type ContentSite } from '../CmsContent/ContentBlocks.tsx';

export interface RelatedContentProps {
  /** Where the shop places it: the 404 screen, a search without results or the empty cart. */
  placement: ErrorPageContentPlacement;
  /**
   * The page's read of the placement (`catalogueQueries.relatedContent`). Left out while it loads,
   * when it failed or holds no block, so it never stands in the way.
   */
  read: AsyncRead<ApiResult<'pages.relatedContent'>>;
  /** The country site: the blocks' in-site links get its path prefix. */
  site: ContentSite;
  /** Outline level of the block's heading: 2 (default) on the page, 3 inside a page's section. */
  headingLevel?: 2 | 3;
}

/**
 * What the shop's editors place on a page that has nothing else to show (spec: error-page
 * content placements): product families and guides under a heading of the placement.
 */
export function RelatedContent({ placement, read, site, headingLevel = 2 }: RelatedContentProps) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const blocks = read.isPending || read.isError ? [] : (read.data?.blocks ?? []);
  if (blocks.length === 0) return null;
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
          <ArticleBlock key={index} block={block} site={site} headingLevel={inner} />
        ))}
        {cards.length > 0 ? (
          <ResourceCards blocks={cards} site={site} headingLevel={inner} />
        ) : null}
      </Stack>
    </section>
  );
}
