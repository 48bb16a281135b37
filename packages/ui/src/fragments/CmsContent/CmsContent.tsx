import { localizedPath, type ContentBlock } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { imageSourcesOf } from '../../data/imageSources.ts';
import { Heading } from '../../primitives/Heading/Heading.tsx';
import { Image } from '../../primitives/Image/Image.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { prose, resource, resources } from './CmsContent.css.ts';

export interface CmsContentProps {
  blocks: readonly ContentBlock[];
  /** Outline level of the block titles: 2 under the page's h1 (default). */
  headingLevel?: 2 | 3;
  /** Leaves out the title of a leading ARTICLE block that repeats the page title. */
  pageTitle?: string;
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

/**
 * HTML of the product API's CMS (written by the shop's editors, the same source as the page
 * itself); it is shown as written.
 */
export function RichText({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Media({ block }: { block: ContentBlock }) {
  const { t } = useTranslation('content');
  return (
    <>
      {block.media.map((media, index) =>
        media.type === 'IMAGE' ? (
          <Image
            key={index}
            sources={imageSourcesOf(media.image)}
            alt={media.image.alt}
            aspectRatio="4:3"
            sizes="(min-width: 768px) 33vw, 100vw"
            rounded
          />
        ) : (
          // The API sends no caption tracks, so videos open in the browser's own player instead of
          // playing inline without captions.
          <Stack key={index} space="xsmall">
            <Image
              sources={imageSourcesOf(media.poster)}
              alt={media.poster.alt}
              aspectRatio="16:9"
              sizes="(min-width: 768px) 50vw, 100vw"
              rounded
            />
            <Link href={media.url} newTab>
              {t('watchVideo', { title: block.title || t('video') })}
            </Link>
          </Stack>
        ),
      )}
    </>
  );
}

function BlockLink({ link }: { link: ContentBlock['link'] }) {
  const countrySite = useCountrySite();
  if (!link) return null;
  // In-site links of the CMS are site paths (`/mugs`); they get the country site's prefix.
  const href =
    link.href.startsWith('/') && !link.href.startsWith(`${countrySite.pathPrefix}/`)
      ? localizedPath(countrySite, link.href)
      : link.href;
  return (
    <Link href={href} weight="strong">
      {link.label}
    </Link>
  );
}

/** The blocks of a CMS page or a related-content slot: articles, resource cards and tabs. */
export function CmsContent({ blocks, headingLevel = 2, pageTitle }: CmsContentProps) {
  const { t } = useTranslation('content');
  const cardLevel = headingLevel === 2 ? 3 : 4;
  return (
    <Stack space="xlarge">
      {groupBlocks(blocks).map((group) => {
        if (group.kind === 'ARTICLE') {
          const { block } = group;
          const showTitle = block.title !== '' && !(group.index === 0 && block.title === pageTitle);
          return (
            <div key={group.index}>
              <Stack space="medium">
                {showTitle ? <Heading level={headingLevel}>{block.title}</Heading> : null}
                <Media block={block} />
                <RichText html={block.body_html} />
                <BlockLink link={block.link} />
              </Stack>
            </div>
          );
        }
        if (group.kind === 'RESOURCE') {
          return (
            <ul key={group.index} className={resources} aria-label={t('resources')}>
              {group.blocks.map((block, index) => (
                <li key={index} className={resource}>
                  <Media block={block} />
                  <Heading level={cardLevel} size="small">
                    {block.title}
                  </Heading>
                  <RichText html={block.body_html} />
                  <BlockLink link={block.link} />
                </li>
              ))}
            </ul>
          );
        }
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
                  <Media block={block} />
                  <RichText html={block.body_html} />
                  <BlockLink link={block.link} />
                </Stack>
              ),
            }))}
          />
        );
      })}
    </Stack>
  );
}
