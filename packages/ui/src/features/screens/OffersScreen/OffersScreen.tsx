import { imageSourcesOf, dateTimeFormat, hrefOf, type Offer } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import type { PageReads } from '../../data/pageReads.ts';
import {
  ArticleGrid,
  GridSkeleton,
  LoadError,
} from '../../fragments/ArticleCard/CatalogueStates.tsx';
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

function OfferCard({ offer, headingId }: { offer: Offer; headingId: string }) {
  const { t } = useTranslation('catalogue');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const offers = useQuery(catalogueQueries.offers(client));
  const ids = offerArticleIds(offers.data?.offers ?? []);
  const articles = useQuery(catalogueQueries.articlesByIds(client, ids));
  const mine = (articles.data?.articles ?? []).filter((article) =>
    offer.article_ids.includes(article.id),
  );
  const until = offer.valid_until
    ? dateTimeFormat(countrySite.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(offer.valid_until),
      )
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
          {articles.isPending ? (
            <GridSkeleton count={4} />
          ) : articles.isError ? (
            <LoadError onRetry={() => void articles.refetch()} />
          ) : (
            <ArticleGrid
              articles={mine}
              countrySite={countrySite}
              aria-label={t('offers.articlesOf', { title: offer.title })}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The offers page (/offers): every current offer with its code, dates and products. */
export function OffersScreen() {
  const { t } = useTranslation('catalogue');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const offers = useQuery(catalogueQueries.offers(client));
  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1}>{t('offers.title')}</Heading>
        <Text tone="muted">{t('offers.lead')}</Text>
      </Stack>
      {offers.isPending ? (
        <GridSkeleton />
      ) : offers.isError ? (
        <LoadError onRetry={() => void offers.refetch()} />
      ) : offers.data.offers.length === 0 ? (
        <EmptyState
          title={t('offers.empty')}
          description={t('offers.emptyHint')}
          action={<Link href={hrefOf(countrySite, 'home')}>{t('states.backHome')}</Link>}
        />
      ) : (
        offers.data.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} headingId={`offer-${offer.id}`} />
        ))
      )}
    </div>
  );
}

/** What the offers page reads: the offers, then the articles they are for. */
export async function prefetchOffersPage({ client, queryClient }: PageReads) {
  const { offers } = await queryClient.fetchQuery(catalogueQueries.offers(client));
  const ids = offerArticleIds(offers);
  if (ids.length > 0) await queryClient.prefetchQuery(catalogueQueries.articlesByIds(client, ids));
}
