import { hrefOf } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { LoadError } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { tagItem, tagList } from './TagsListScreen.css.ts';

/** The tags page (/tags-list): every tag with how many products it gathers. */
export function TagsListScreen() {
  const { t } = useTranslation('catalogue');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const tags = useQuery(catalogueQueries.tags(client));
  const sorted = [...(tags.data?.tags ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, countrySite.locale),
  );
  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1}>{t('tags.title')}</Heading>
        <Text tone="muted">{t('tags.lead')}</Text>
      </Stack>
      {tags.isPending ? (
        <div aria-busy="true">
          <Skeleton shape="text" lines={5} />
        </div>
      ) : tags.isError ? (
        <LoadError onRetry={() => void tags.refetch()} />
      ) : sorted.length === 0 ? (
        <EmptyState
          title={t('tags.empty')}
          action={<Link href={hrefOf(countrySite, 'home')}>{t('states.backHome')}</Link>}
        />
      ) : (
        <ul className={tagList} aria-label={t('tags.title')}>
          {sorted.map((tag) => (
            <li key={tag.slug} className={tagItem}>
              <Link href={hrefOf(countrySite, 'tag', { slug: tag.slug })} weight="strong">
                {tag.name}
              </Link>
              <Text size="small" tone="muted">
                {t('tags.count', { count: tag.article_count })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
