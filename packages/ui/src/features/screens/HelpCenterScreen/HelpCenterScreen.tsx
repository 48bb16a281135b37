import { hrefOf, type ApiResult, type HelpCenterTopicSummary } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { featuredHelpTopics, helpCenterQueries } from '../../data/helpCenterQueries.ts';
import { screenData, useScreenData, type ScreenResults } from '../../data/screenData.ts';
import { Box } from '../../../design-system/primitives/Box/Box.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { page } from '../screens.css.ts';
import { AsyncState, type AsyncStateProps } from '../../fragments/AsyncState/AsyncState.tsx';
import {
  ContactChannels,
  helpCategoriesAnchor,
} from '../../fragments/ContactChannels/ContactChannels.tsx';
import { HelpTopicList } from '../../fragments/HelpTopicList/HelpTopicList.tsx';
import { SearchIcon } from '../../../design-system/primitives/Icon/icons.ts';

/** Every featured topic id, each once, so the home page reads them in one call. */
const featuredHelpTopicIds = [
  ...new Set([
    ...featuredHelpTopics.mostAsked,
    ...Object.values(featuredHelpTopics.byCategory).flat(),
  ]),
];

/** What the help centre's home reads: the subjects, the featured topics and the URL's search. */
export const helpCenterData = screenData(
  ({ query }: Pick<HelpCenterScreenProps, 'query'>, { client }) => ({
    categories: helpCenterQueries.categories(client),
    featured: helpCenterQueries.topicsByIds(client, featuredHelpTopicIds),
    results: query ? helpCenterQueries.search(client, query) : undefined,
  }),
);
type HelpCenterReads = ScreenResults<ReturnType<typeof helpCenterData>>;

export interface HelpCenterScreenProps {
  /** The search of the URL (`?query=`); empty shows the featured topics only. */
  query: string;
  /** A new search (the storefront puts it in the URL). */
  onSearch: (query: string) => void;
}

function SearchForm({ query, onSearch }: HelpCenterScreenProps) {
  const { t } = useTranslation('help');
  const [text, setText] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit}>
      <Inline space="small" alignY="bottom">
        <TextField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          name="query"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </Inline>
    </form>
  );
}

/** How the help centre's reads show while they load or when they fail, in the help's own words. */
function useHelpStates(lines: 4 | 5) {
  const { t } = useTranslation('help');
  return {
    loading: { shape: 'text', lines, heading: true, space: 'small' },
    texts: { loading: t('loading'), error: t('loadError'), retry: t('retry') },
    retryTone: 'neutral',
  } satisfies Partial<AsyncStateProps<unknown>>;
}

function SearchResults({ query, results }: { query: string } & Pick<HelpCenterReads, 'results'>) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const states = useHelpStates(4);
  return (
    <Stack as="section" space="medium" aria-labelledby="help-results-title">
      <Heading level={2} id="help-results-title">
        {t('search.results', { query })}
      </Heading>
      <AsyncState
        read={results}
        {...states}
        isEmpty={(data) => data.topics.length === 0}
        empty={
          <EmptyState
            title={t('search.noResults', { query })}
            description={t('search.noResultsHint')}
            headingLevel={3}
            icon={SearchIcon}
          />
        }
      >
        {({ topics }) => (
          <>
            <Text tone="muted" aria-live="polite">
              {t('search.resultCount', { count: topics.length })}
            </Text>
            <HelpTopicList
              topics={topics}
              site={countrySite}
              aria-labelledby="help-results-title"
            />
          </>
        )}
      </AsyncState>
    </Stack>
  );
}

/** The subjects, each with its featured topics, under the most asked ones; none yet says so. */
function Featured({ categories, featured: topics }: Omit<HelpCenterReads, 'results'>) {
  const { t } = useTranslation('help');
  const states = useHelpStates(5);
  return (
    <AsyncState
      read={categories}
      {...states}
      isEmpty={(data) => data.categories.length === 0}
      empty={
        <EmptyState title={t('home.empty')} description={t('home.emptyHint')} headingLevel={2} />
      }
    >
      {(subjects) => (
        <AsyncState read={topics} {...states}>
          {(featured) => (
            <FeaturedTopics categories={subjects.categories} topics={featured.topics} />
          )}
        </AsyncState>
      )}
    </AsyncState>
  );
}

function FeaturedTopics({
  categories,
  topics,
}: {
  categories: ApiResult<'helpCenter.listCategories'>['categories'];
  topics: readonly HelpCenterTopicSummary[];
}) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => byId.get(id) ?? []) satisfies HelpCenterTopicSummary[];
  const mostAsked = pick(featuredHelpTopics.mostAsked);
  return (
    <>
      {mostAsked.length > 0 ? (
        <Stack as="section" space="medium" aria-labelledby="help-most-asked">
          <Heading level={2} id="help-most-asked">
            {t('home.mostAsked')}
          </Heading>
          <HelpTopicList topics={mostAsked} site={countrySite} aria-labelledby="help-most-asked" />
        </Stack>
      ) : null}
      <Stack
        as="section"
        space="medium"
        id={helpCategoriesAnchor}
        aria-labelledby="help-subjects-title"
      >
        <Heading level={2} id="help-subjects-title">
          {t('home.categories')}
        </Heading>
        <Columns as="ul" columns={{ mobile: 1, tablet: 3 }} space="medium">
          {categories.map((category) => {
            const titleId = `help-category-${category.id}`;
            return (
              <Box key={category.id} border="standard" borderRadius="medium" padding="medium">
                <Stack space="medium">
                  <Heading level={3} size="medium" id={titleId}>
                    {category.name}
                  </Heading>
                  <Text tone="muted">{category.description}</Text>
                  <HelpTopicList
                    topics={pick(featuredHelpTopics.byCategory[category.id] ?? [])}
                    site={countrySite}
                    aria-labelledby={titleId}
                  />
                  <Link
                    href={hrefOf(countrySite, 'helpCenterCategory', { id: category.id })}
                    weight="strong"
                  >
                    {t('home.seeCategory', { name: category.name })}
                  </Link>
                </Stack>
              </Box>
            );
          })}
        </Columns>
      </Stack>
    </>
  );
}

/** The help centre's home (/help-center): search, the featured topics by subject and the ways to reach us. */
export function HelpCenterScreen({ query, onSearch }: HelpCenterScreenProps) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const { results, ...featured } = useScreenData(helpCenterData, { query });
  return (
    <div className={page}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('home.title')}
        </Heading>
        <Text>{t('home.lead')}</Text>
      </Stack>
      {/* A new query remounts the form so it shows what the URL searches for. */}
      <SearchForm key={query} query={query} onSearch={onSearch} />
      {query ? <SearchResults query={query} results={results} /> : null}
      <Featured {...featured} />
      <ContactChannels site={countrySite} />
    </div>
  );
}
