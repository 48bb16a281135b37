import { imageSourcesOf, siteDates, hrefOf, type Offer } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData, type ScreenResults } from '../../data/screenData.ts';
import { ArticleGrid } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { RichText } from '../../fragments/CmsContent/CmsContent.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { articles as articlesClass, code, offer as offerClass } from './OffersScreen.css.ts';

/** Every article of the offers, once, in the order the offers list them (the API takes 100 ids). */
function offerArticleIds(offers: readonly Offer[]): number[] {
  return [...new Set(offers.flatMap((offer) => offer.article_ids))].slice(0, 100);
}

/** What the offers page reads: the offers, then the articles they are for, in one call. */
export const offersData = screenData((_: object, { client, cached }) => {
  const offers = catalogueQueries.offers(client);
  const ids = offerArticleIds(cached(offers.queryKey)?.offers ?? []);
  return {
    offers,
    articles: ids.length > 0 ? catalogueQueries.articlesByIds(client, ids) : undefined,
  };
});
type OffersReads = ScreenResults<ReturnType<typeof offersData>>;

function OfferCard({
  offer,
  headingId,
  articles,
}: {
  offer: Offer;
  headingId: string;
  articles: OffersReads['articles'];
}) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  // The API ends an offer at its last day's end in UTC: that day is the one the offer names.
  const until = offer.valid_until
    ? siteDates(countrySite).calendarDay(offer.valid_until.slice(0, 10))
    : null;
  return (
    <section className={offerClass} aria-labelledby={headingId}>
      <Image
        sources={imageSourcesOf(offer.image)}
        alt={offer.image.alt}
        aspectRatio="4:3"
        sizes="(min-width: 768px) 33vw, 100vw"
        rounded
      />
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2} size="large" id={headingId}>
            {offer.title}
          </Heading>
          {offer.discount_percent ? (
            <Badge tone="critical" emphasis="strong">
              {t('offers.discount', { percent: offer.discount_percent })}
            </Badge>
          ) : null}
        </Inline>
        <RichText html={offer.description_html} />
        {offer.promotion_code ? (
          <Text>
            {t('offers.useCode')} <span className={code}>{offer.promotion_code}</span>
          </Text>
        ) : null}
        {until ? (
          <Text size="small" tone="muted">
            {t('offers.validUntil', { date: until })}
          </Text>
        ) : null}
      </Stack>
      {offer.article_ids.length > 0 ? (
        <div className={articlesClass}>
          <AsyncState read={articles} loading={{ shape: 'cards', count: 4 }} retryTone="neutral">
            {(data) => (
              <ArticleGrid
                articles={data.articles.filter((article) => offer.article_ids.includes(article.id))}
                countrySite={countrySite}
                aria-label={t('offers.articlesOf', { title: offer.title })}
              />
            )}
          </AsyncState>
        </div>
      ) : null}
    </section>
  );
}

/** The offers page (/offers): every current offer with its code, dates and products. */
export function OffersScreen() {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const { offers, articles } = useScreenData(offersData, {});
  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1}>{t('offers.title')}</Heading>
        <Text tone="muted">{t('offers.lead')}</Text>
      </Stack>
      <AsyncState
        read={offers}
        loading={{ shape: 'cards' }}
        retryTone="neutral"
        isEmpty={(data) => data.offers.length === 0}
        empty={
          <EmptyState
            title={t('offers.empty')}
            description={t('offers.emptyHint')}
            action={<Link href={hrefOf(countrySite, 'home')}>{t('states.backHome')}</Link>}
          />
        }
      >
        {(data) =>
          data.offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              headingId={`offer-${offer.id}`}
              articles={articles}
            />
          ))
        }
      </AsyncState>
    </div>
  );
}
