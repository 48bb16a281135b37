import { hrefOf } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { tagItem, tagList } from './TagsListScreen.css.ts';

/** What the tags page reads: every tag. */
export const tagsListData = screenData((_: object, { client }) => ({
  tags: catalogueQueries.tags(client),
}));

/** The tags page (/tags-list): every tag with how many products it gathers. */
export function TagsListScreen() {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const { tags } = useScreenData(tagsListData, {});
  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1}>{t('tags.title')}</Heading>
        <Text tone="muted">{t('tags.lead')}</Text>
      </Stack>
      <AsyncState
        read={tags}
        loading={{ shape: 'text', lines: 5 }}
        retryTone="neutral"
        isEmpty={(data) => data.tags.length === 0}
        empty={
          <EmptyState
            title={t('tags.empty')}
            action={<Link href={hrefOf(countrySite, 'home')}>{t('states.backHome')}</Link>}
          />
        }
      >
        {(data) => (
          <ul className={tagList} aria-label={t('tags.title')}>
            {data.tags
              .toSorted((a, b) => a.name.localeCompare(b.name, countrySite.locale))
              .map((tag) => (
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
      </AsyncState>
    </div>
  );
}
