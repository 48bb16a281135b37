import { hrefOf, type ApiResult } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { helpCenterQueries } from '../../data/helpCenterQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { NotFound } from '../NotFound.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { ContactChannels } from '../../fragments/ContactChannels/ContactChannels.tsx';
import { HelpTopicList } from '../../fragments/HelpTopicList/HelpTopicList.tsx';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { breadcrumbListOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { page } from '../screens.css.ts';

export interface HelpCenterCategoryScreenProps {
  /** The category of the URL (/help-center/category/{id}). */
  categoryId: number;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** What a subject's page reads: the subject with its topics. */
export const helpCenterCategoryData = screenData(
  ({ categoryId }: Pick<HelpCenterCategoryScreenProps, 'categoryId'>, { client }) => ({
    category: helpCenterQueries.category(client, categoryId),
  }),
);

/** A help-centre subject with all its topics; an unknown id shows the 404 screen. */
export function HelpCenterCategoryScreen({ categoryId, origin }: HelpCenterCategoryScreenProps) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const { category } = useScreenData(helpCenterCategoryData, { categoryId });
  if (category.isError && isNotFoundError(category.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={page}>
      <AsyncState
        read={category}
        loading={{ shape: 'text', lines: 5, heading: true, space: 'small' }}
        texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
        retryTone="neutral"
      >
        {(data) => <Subject data={data} origin={origin} />}
      </AsyncState>
    </div>
  );
}

/** The subject's page once read: its name, description and topics. */
function Subject({
  data: { category: subject, topics },
  origin,
}: {
  data: ApiResult<'helpCenter.getCategory'>;
  origin: string | undefined;
}) {
  const { t } = useTranslation('help');
  const countrySite = useCountrySite();
  const crumbs = [
    { label: t('breadcrumbs'), href: hrefOf(countrySite, 'home') },
    { label: t('home.title'), href: hrefOf(countrySite, 'helpCenter') },
    { label: subject.name, href: hrefOf(countrySite, 'helpCenterCategory', { id: subject.id }) },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {subject.name}
        </Heading>
        {subject.description ? <Text>{subject.description}</Text> : null}
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="help-category-topics">
        <Heading level={2} id="help-category-topics">
          {t('category.topics')}
        </Heading>
        {topics.length === 0 ? (
          <EmptyState
            title={t('category.empty')}
            description={t('home.emptyHint')}
            headingLevel={3}
          />
        ) : (
          <HelpTopicList
            topics={topics}
            site={countrySite}
            aria-labelledby="help-category-topics"
          />
        )}
      </Stack>
      <ContactChannels site={countrySite} />
    </>
  );
}
