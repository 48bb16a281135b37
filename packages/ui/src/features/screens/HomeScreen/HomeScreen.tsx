import { brandById } from '@shop/brands';
import { imageSourcesOf, numberFormat, hrefOf, type ProductCategoryTag } from '@shop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData, type ScreenResults } from '../../data/screenData.ts';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { ArticleCard } from '../../fragments/ArticleCard/ArticleCard.tsx';
import { articleHref } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { brandLogoPath, organizationOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { familyLink, hero, heroText, page } from './HomeScreen.css.ts';
import { homeHeroImage } from './hero/homeHero.ts';

const shelves = [
  { tag: 'TOP_SALES', title: 'home.topSellers' },
  { tag: 'NOVELTY', title: 'home.novelties' },
  { tag: 'PROMOTION', title: 'home.promotions' },
] as const satisfies readonly { tag: ProductCategoryTag; title: string }[];

const shelfSize = 4;

/** What the home page reads: the families, each shelf's products and the shop's rating. */
export const homeData = screenData((_: object, { client }) => ({
  families: catalogueQueries.families(client),
  TOP_SALES: catalogueQueries.articlesByTag(client, 'TOP_SALES', shelfSize),
  NOVELTY: catalogueQueries.articlesByTag(client, 'NOVELTY', shelfSize),
  PROMOTION: catalogueQueries.articlesByTag(client, 'PROMOTION', shelfSize),
  reviews: catalogueQueries.reviewSummary(client),
}));
type HomeReads = ScreenResults<ReturnType<typeof homeData>>;

/**
 * One block of the home under its heading: placeholders while its read loads, the alert with a
 * retry if it failed (the other blocks stay), its content otherwise.
 */
function HomeBlock<Data>({
  id,
  title,
  read,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  read: AsyncRead<Data>;
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} size="large" id={id}>
          {title}
        </Heading>
        <AsyncState
          read={read}
          loading={{ shape: 'cards', count: shelfSize }}
          texts={{ error: t('home.loadError'), retry: t('home.retry') }}
          retryTone="neutral"
          isEmpty={isEmpty}
          empty={<Text tone="muted">{t('home.empty')}</Text>}
        >
          {children}
        </AsyncState>
      </Stack>
    </section>
  );
}

function Shelf({
  tag,
  title,
  articles,
}: (typeof shelves)[number] & { articles: HomeReads['TOP_SALES'] }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  return (
    <HomeBlock
      id={`shelf-${tag}`}
      title={t(title)}
      read={articles}
      isEmpty={(data) => data.articles.length === 0}
    >
      {(data) => (
        <Columns columns={{ mobile: 2, tablet: 4 }} space="medium" as="ul">
          {data.articles.map((article) => (
            <ArticleCard
              key={article.id}
              site={countrySite}
              article={article}
              href={articleHref(countrySite, article)}
            />
          ))}
        </Columns>
      )}
    </HomeBlock>
  );
}

function Families({ families }: Pick<HomeReads, 'families'>) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  return (
    <HomeBlock id="home-families" title={t('home.families')} read={families}>
      {(data) => (
        <Columns columns={{ mobile: 2, tablet: 3, desktop: 6 }} space="medium" as="ul">
          {data.families.map((family) => (
            <div key={family.id} className={familyLink}>
              <Image
                sources={imageSourcesOf(family.image)}
                sizes="(min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                decorative
                aspectRatio="4:3"
                rounded
              />
              <Link href={hrefOf(countrySite, 'page', { slug: family.slug })} weight="strong">
                {family.name}
              </Link>
            </div>
          ))}
        </Columns>
      )}
    </HomeBlock>
  );
}

function ReviewsSummary({ reviews }: Pick<HomeReads, 'reviews'>) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  if (!reviews.isSuccess) return null;
  const { average, count } = reviews.data.summary;
  return (
    <section aria-labelledby="home-reviews">
      <Stack space="xsmall">
        <Heading level={2} size="large" id="home-reviews">
          {t('home.reviews')}
        </Heading>
        <Text>
          {t('home.reviewsSummary', {
            count,
            average: numberFormat(countrySite.locale, { maximumFractionDigits: 1 }).format(average),
          })}
        </Text>
        <Link href={hrefOf(countrySite, 'reviews')}>{t('home.reviews')}</Link>
      </Stack>
    </section>
  );
}

/** The home page body: hero, product families, top sellers, novelties, promotions, reviews. */
export interface HomeScreenProps {
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

export function HomeScreen({ origin }: HomeScreenProps = {}) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const reads = useScreenData(homeData, {});
  return (
    <div className={page}>
      <StructuredData
        data={organizationOf(
          {
            name: brandById(countrySite.brand).displayName,
            href: hrefOf(countrySite, 'home'),
            logo: brandLogoPath,
          },
          origin,
        )}
      />
      <section className={hero} aria-labelledby="home-title">
        <div className={heroText}>
          <Heading level={1} size="display" id="home-title">
            {t('home.title')}
          </Heading>
          <Text size="large">{t('home.lead')}</Text>
          <Link href={hrefOf(countrySite, 'offers')} weight="strong">
            {t('home.startDesigning')}
          </Link>
        </div>
        {/* The largest paint of the page: loaded at once, at high priority, preloaded by the server. */}
        <Image
          sources={homeHeroImage.sources}
          sizes={homeHeroImage.sizes}
          decorative
          aspectRatio="4:3"
          loading="eager"
          rounded
        />
      </section>
      <Families families={reads.families} />
      {shelves.map((shelf) => (
        <Shelf key={shelf.tag} {...shelf} articles={reads[shelf.tag]} />
      ))}
      <ReviewsSummary reviews={reads.reviews} />
    </div>
  );
}
