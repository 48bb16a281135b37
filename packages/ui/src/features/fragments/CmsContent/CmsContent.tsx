import type { ContentBlock } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Tabs } from '../../../design-system/primitives/Tabs/Tabs.tsx';
import {
  ArticleBlock,
  BlockLink,
  BlockMedia,
  ResourceCards,
  RichText,
  type ContentSite,
} from './ContentBlocks.tsx';

export { RichText };

export interface CmsContentProps {
  blocks: readonly ContentBlock[];
  /** The country site: the CMS's in-site links get its path prefix. */
  site: ContentSite;
  /** Outline level of the block titles: 2 under the page's h1 (default). */
  headingLevel?: 2 | 3;
  /** Leaves out the title of a leading ARTICLE block that repeats the page title. */
  pageTitle?: string;
  /** The id of an ARTICLE block's title by the block's index, where a table of contents links to it. */
  headingIdOf?: (index: number) => string;
}

type Group =
  | { kind: 'ARTICLE'; block: ContentBlock; index: number }
  | { kind: 'RESOURCE'; blocks: ContentBlock[]; index: number }
  | { kind: 'TAB'; blocks: ContentBlock[]; index: number };

/** Consecutive resources become one grid, consecutive tabs one tab set. */
function groupBlocks(blocks: readonly ContentBlock[]): Group[] {
  const groups: Group[] = [];
  blocks.forEach((block, index) => {
    const last = groups.at(-1);
    if (block.kind === 'ARTICLE') groups.push({ kind: 'ARTICLE', block, index });
    else if (last && last.kind === block.kind) last.blocks.push(block);
    else groups.push({ kind: block.kind, blocks: [block], index });
  });
  return groups;
}

/** The blocks of a CMS page or a help topic: articles, resource cards and tabs. */
export function CmsContent({
  blocks,
  site,
  headingLevel = 2,
  pageTitle,
  headingIdOf,
}: CmsContentProps) {
  const { t } = useTranslation('content');
  const cardLevel = headingLevel === 2 ? 3 : 4;
  return (
    <Stack space="xlarge">
      {groupBlocks(blocks).map((group) => {
        if (group.kind === 'ARTICLE') {
          const { block } = group;
          return (
            <ArticleBlock
              key={group.index}
              block={block}
              site={site}
              headingLevel={headingLevel}
              headingId={headingIdOf?.(group.index)}
              showTitle={block.title !== '' && !(group.index === 0 && block.title === pageTitle)}
            />
          );
        }
        if (group.kind === 'RESOURCE')
          return (
            <ResourceCards
              key={group.index}
              blocks={group.blocks}
              site={site}
              headingLevel={cardLevel}
            />
          );
        return (
          <Tabs
            key={group.index}
            label={t('tabs')}
            defaultValue="0"
            items={group.blocks.map((block, index) => ({
              value: String(index),
              label: block.title,
              content: (
                <Stack space="medium">
                  <BlockMedia block={block} />
                  <RichText html={block.body_html} />
                  <BlockLink link={block.link} site={site} />
                </Stack>
              ),
            }))}
          />
        );
      })}
    </Stack>
  );
}
