import { hrefOf, siteDates, type ApiResult } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { helpCenterQueries } from '../../data/helpCenterQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { NotFound } from '../NotFound.tsx';
import { CmsContent } from '../../fragments/CmsContent/CmsContent.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Box } from '../../../design-system/primitives/Box/Box.tsx';
import {
  Breadcrumbs,
  type BreadcrumbItem,
} from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { ContactChannels } from '../../fragments/ContactChannels/ContactChannels.tsx';
import { HelpTopicList } from '../../fragments/HelpTopicList/HelpTopicList.tsx';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { breadcrumbListOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { page } from '../screens.css.ts';

export interface HelpCenterTopicScreenProps {
  /** The topic's number, from the URL's `12` or `shipping-costs_12`. */
  topicId: number;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** What a topic's page reads: the topic, and the subjects for its breadcrumbs. */
export const helpCenterTopicData = screenData(
  ({ topicId }: Pick<HelpCenterTopicScreenProps, 'topicId'>, { client }) => ({
    topic: helpCenterQueries.topic(client, topicId),
    // The subject's name for the breadcrumbs; the same read as the help centre's home.
    categories: helpCenterQueries.categories(client),
  }),
);

/** The 'was this helpful' answer; once given it stays thanked for on this page. */
function HelpfulQuestion({ topicId }: { topicId: number }) {
  const { t } = useTranslation('help');
  const client = useApiClient();
  const answer = useMutation({
    mutationFn: (helpful: boolean) =>
      client.call('helpCenter.rateTopic', { topic_id: topicId, helpful }),
  });
  return (
    <Box background="surfaceSunken" borderRadius="medium" padding="medium">
      <Stack as="section" space="small" aria-labelledby="help-helpful">
        <Heading level={2} size="small" id="help-helpful">
          {t('topic.helpful.question')}
        </Heading>
        {answer.isSuccess ? (
          <Alert tone="positive">{t('topic.helpful.thanks')}</Alert>
        ) : (
          <>
            <Inline space="small">
              {([true, false] as const).map((helpful) => (
                <Button
                  key={String(helpful)}
                  variant="soft"
                  tone="neutral"
                  loading={answer.isPending && answer.variables === helpful}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate(helpful)}
                >
                  {helpful ? t('topic.helpful.yes') : t('topic.helpful.no')}
                </Button>
              ))}
            </Inline>
            {answer.isError ? <Alert tone="critical">{t('topic.helpful.failed')}</Alert> : null}
          </>
        )}
      </Stack>
    </Box>
  );
}

/** A help topic (/help-center/topic/{id}): the answer, its media, related topics and feedback. */
export function HelpCenterTopicScreen({ topicId, origin }: HelpCenterTopicScreenProps) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const { topic, categories } = useScreenData(helpCenterTopicData, { topicId });
  if (topic.isError && isNotFoundError(topic.error)) return <NotFound countrySite={countrySite} />;
  return (
    <div className={page}>
      <AsyncState
        read={topic}
        loading={{ shape: 'text', lines: 5, heading: true, space: 'small' }}
        texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
        retryTone="neutral"
      >
        {(data) => (
          <Topic
            article={data.topic}
            subject={categories.data?.categories.find(
              (candidate) => candidate.id === data.topic.category_id,
            )}
            origin={origin}
          />
        )}
      </AsyncState>
    </div>
  );
}

/** A topic that asks a question is, for search engines, a question with its answer. */
function FaqStructuredData({ article }: { article: ApiResult<'helpCenter.getTopic'>['topic'] }) {
  if (!article.title.trim().endsWith('?')) return null;
  return (
    <StructuredData
      data={{
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: article.title,
            acceptedAnswer: { '@type': 'Answer', text: article.body_html },
          },
        ],
      }}
    />
  );
}

type HelpCategory = ApiResult<'helpCenter.listCategories'>['categories'][number];

/** The topic once read; its subject, once the subjects are read, adds a breadcrumb. */
function Topic({
  article,
  subject,
  origin,
}: {
  article: ApiResult<'helpCenter.getTopic'>['topic'];
  subject: HelpCategory | undefined;
  origin: string | undefined;
}) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const crumbs: BreadcrumbItem[] = [
    { label: t('breadcrumbs'), href: hrefOf(countrySite, 'home') },
    { label: t('home.title'), href: hrefOf(countrySite, 'helpCenter') },
    ...(subject
      ? [
          {
            label: subject.name,
            href: hrefOf(countrySite, 'helpCenterCategory', { id: subject.id }),
          },
        ]
      : []),
    { label: article.title, href: hrefOf(countrySite, 'helpCenterTopic', { id: article.slug }) },
  ];
  // The answer first; tabs and product cards after it, under their own heading.
  const [first, ...rest] = article.blocks;
  const answer = first?.kind === 'ARTICLE' ? [first] : [];
  const more = first?.kind === 'ARTICLE' ? rest : article.blocks;
  const updated = siteDates(countrySite).longDay(article.updated_at);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      <FaqStructuredData article={article} />
      <article aria-labelledby="help-topic-title">
        <Stack space="large">
          <Stack space="xsmall">
            <Heading level={1} size="xlarge" id="help-topic-title">
              {article.title}
            </Heading>
            <Text tone="muted" size="small">
              {t('topic.updated', { date: updated })}
            </Text>
          </Stack>
          <CmsContent blocks={answer} site={countrySite} pageTitle={article.title} />
          {more.length > 0 ? (
            <Stack as="section" space="medium" aria-labelledby="help-topic-more">
              <Heading level={2} id="help-topic-more">
                {t('topic.more')}
              </Heading>
              <CmsContent blocks={more} site={countrySite} />
            </Stack>
          ) : null}
        </Stack>
      </article>
      <HelpfulQuestion key={article.id} topicId={article.id} />
      {article.related_topics.length > 0 ? (
        <Stack as="section" space="medium" aria-labelledby="help-related">
          <Heading level={2} id="help-related">
            {t('topic.related')}
          </Heading>
          <HelpTopicList
            topics={article.related_topics}
            site={countrySite}
            aria-labelledby="help-related"
          />
        </Stack>
      ) : null}
      <ContactChannels site={countrySite} />
    </>
  );
}
