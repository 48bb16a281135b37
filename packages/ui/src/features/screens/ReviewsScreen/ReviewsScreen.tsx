import { brandById } from '@shop/brands';
import { hrefOf, numberFormat, siteDates } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { reviewQueries, type ReviewFilters } from '../../data/reviewQueries.ts';
import { screenData, useScreenData, type ScreenResults } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { Box } from '../../../design-system/primitives/Box/Box.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { brandLogoPath, organizationOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { page as pageStyle } from '../screens.css.ts';
import { bar, barFill, distributionRow } from './ReviewsScreen.css.ts';

export interface ReviewsScreenProps {
  filters: ReviewFilters;
  /** Another family (the storefront puts it in the URL); the pages are links. */
  onFiltersChange: (next: ReviewFilters) => void;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** What the reviews page reads: the rating of the family chosen, its reviews and the families. */
export const reviewsData = screenData(
  ({ filters }: Pick<ReviewsScreenProps, 'filters'>, { client }) => ({
    summary: reviewQueries.summary(client, filters.familyId),
    reviews: reviewQueries.page(client, filters),
    families: catalogueQueries.families(client),
  }),
);
type ReviewsReads = ScreenResults<ReturnType<typeof reviewsData>>;

const allFamilies = 'all';

/** The rating and its distribution; left out until read, or when it fails: the reviews still show. */
function Summary({
  summary,
  familyId,
  origin,
}: {
  summary: ReviewsReads['summary'];
  familyId?: number;
  origin?: string;
}) {
  const { t } = useTranslation('pages');
  const countrySite = useCountrySite();
  if (!summary.isSuccess) return null;
  const { average, count, distribution } = summary.data.summary;
  if (count === 0) return null;
  const decimal = numberFormat(countrySite.locale, { maximumFractionDigits: 1 });
  return (
    <Box background="surfaceSunken" borderRadius="medium" padding="medium">
      {familyId === undefined ? (
        // The shop's rating as search engines read it: an AggregateRating of the shop.
        <StructuredData
          data={{
            ...organizationOf(
              {
                name: brandById(countrySite.brand).displayName,
                href: hrefOf(countrySite, 'home'),
                logo: brandLogoPath,
              },
              origin,
            ),
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: average,
              reviewCount: count,
              bestRating: 5,
              worstRating: 1,
            },
          }}
        />
      ) : null}
      <Stack as="section" space="small" aria-labelledby="reviews-summary">
        <Heading level={2} size="small" id="reviews-summary">
          {t('reviews.summary')}
        </Heading>
        <Text size="large" weight="strong">
          {t('reviews.average', { average: decimal.format(average) })}
        </Text>
        <Text tone="muted">{t('reviews.count', { count })}</Text>
        <ul aria-label={t('reviews.distribution')}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const votes = distribution[stars - 1] ?? 0;
            return (
              <li key={stars} className={distributionRow}>
                <span>{t('reviews.stars', { count: stars })}</span>
                <span className={bar} aria-hidden="true">
                  <span className={barFill} style={{ width: `${(votes / count) * 100}%` }} />
                </span>
                <span>{t('reviews.votes', { count: votes })}</span>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Box>
  );
}

/** Customer reviews (/reviews): the rating, its distribution and the reviews by page and family. */
export function ReviewsScreen({ filters, onFiltersChange, origin }: ReviewsScreenProps) {
  const { t } = useTranslation('pages');
  const countrySite = useCountrySite();
  const { summary, reviews, families } = useScreenData(reviewsData, { filters });
  const hrefOfPage = (target: number) =>
    hrefOf(
      countrySite,
      'reviews',
      {},
      {
        ...(filters.familyId === undefined ? {} : { family: String(filters.familyId) }),
        ...(target > 1 ? { page: String(target) } : {}),
      },
    );
  return (
    <div className={pageStyle}>
      <Heading level={1} size="xlarge">
        {t('reviews.title')}
      </Heading>
      <Summary summary={summary} familyId={filters.familyId} origin={origin} />
      <Select
        label={t('reviews.family')}
        value={filters.familyId === undefined ? allFamilies : String(filters.familyId)}
        onValueChange={(value) =>
          onFiltersChange({
            page: 1,
            familyId: value === allFamilies ? undefined : Number(value),
          })
        }
        options={[
          { value: allFamilies, label: t('reviews.allFamilies') },
          ...(families.data?.families ?? []).map((family) => ({
            value: String(family.id),
            label: family.name,
          })),
        ]}
      />
      <AsyncState
        read={reviews}
        loading={{ shape: 'cards', count: 4 }}
        retryTone="neutral"
        isEmpty={(data) => data.reviews.length === 0}
        empty={<EmptyState title={t('reviews.empty')} headingLevel={2} />}
      >
        {(data) => <ReviewList data={data} hrefOfPage={hrefOfPage} />}
      </AsyncState>
    </div>
  );
}

/** A page of reviews, with links to the others. */
function ReviewList({
  data,
  hrefOfPage,
}: {
  data: NonNullable<ReviewsReads['reviews']['data']>;
  hrefOfPage: (page: number) => string;
}) {
  const { t } = useTranslation('pages');
  const dates = siteDates(useCountrySite());
  return (
    <>
      <Stack as="ul" space="medium" aria-label={t('reviews.list')}>
        {data.reviews.map((review) => (
          <Box
            key={review.id}
            as="article"
            border="standard"
            borderRadius="medium"
            padding="medium"
          >
            <Stack space="xsmall">
              <Heading level={2} size="small">
                {review.title}
              </Heading>
              <Text weight="strong">{t('reviews.rating', { count: review.rating })}</Text>
              <Text>{review.body}</Text>
              <Text tone="muted" size="small">
                {t('reviews.byline', {
                  author: review.author_name,
                  date: dates.day(review.created_at),
                })}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
      {data.pagination.total_pages > 1 ? (
        <Pagination
          page={data.pagination.page}
          pageCount={data.pagination.total_pages}
          label={t('reviews.pages')}
          getHref={hrefOfPage}
        />
      ) : null}
    </>
  );
}
