import { imageSourcesOf, localizedPath, type ContentBlock, type CountrySite } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { prose, resource, resources } from './CmsContent.css.ts';

// The parts of CMS blocks without tabs (and their Radix code): the 404 screen, rendered by the
// storefront's entry on every page, shows related content with these alone.

/** What the blocks need of the country site: its path prefix, for the CMS's in-site links. */
export type ContentSite = Pick<CountrySite, 'pathPrefix'>;

/**
 * HTML of the product API's CMS (written by the shop's editors, the same source as the page
 * itself); it is shown as written.
 */
export function RichText({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A block's pictures, and its videos as a poster with a link to the browser's own player. */
export function BlockMedia({ block }: { block: ContentBlock }) {
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

export function BlockLink({ link, site }: { link: ContentBlock['link']; site: ContentSite }) {
  if (!link) return null;
  // In-site links of the CMS are site paths (`/mugs`); they get the country site's prefix.
  const href =
    link.href.startsWith('/') && !link.href.startsWith(`${site.pathPrefix}/`)
      ? localizedPath(site, link.href)
      : link.href;
  return (
    <Link href={href} weight="strong">
      {link.label}
    </Link>
  );
}

/** A block as an article: its title, media, text and link. */
export function ArticleBlock({
  block,
  site,
  headingLevel,
  showTitle = block.title !== '',
  headingId,
}: {
  block: ContentBlock;
  site: ContentSite;
  headingLevel: 2 | 3 | 4;
  showTitle?: boolean;
  /** The title's id, where a table of contents links to it. */
  headingId?: string;
}) {
  return (
    <div>
      <Stack space="medium">
        {showTitle ? (
          <Heading level={headingLevel} id={headingId}>
            {block.title}
          </Heading>
        ) : null}
        <BlockMedia block={block} />
        <RichText html={block.body_html} />
        <BlockLink link={block.link} site={site} />
      </Stack>
    </div>
  );
}

/** Blocks as a grid of cards (the CMS's resources: a product family, a guide), named for screen readers. */
export function ResourceCards({
  blocks,
  site,
  headingLevel,
}: {
  blocks: readonly ContentBlock[];
  site: ContentSite;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation('content');
  return (
    <ul className={resources} aria-label={t('resources')}>
      {blocks.map((block, index) => (
        <li key={index} className={resource}>
          <BlockMedia block={block} />
          <Heading level={headingLevel} size="small">
            {block.title}
          </Heading>
          <RichText html={block.body_html} />
          <BlockLink link={block.link} site={site} />
        </li>
      ))}
    </ul>
  );
}
