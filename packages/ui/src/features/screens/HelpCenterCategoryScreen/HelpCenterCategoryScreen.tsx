import { hrefOf } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { helpCenterQueries } from '../../data/helpCenterQueries.ts';
import { NotFound } from '../NotFound.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { ContactChannels } from '../HelpCenterScreen/ContactChannels.tsx';
import { HelpLoadError, HelpSkeleton } from '../HelpCenterScreen/HelpLoadError.tsx';
import { HelpTopicList } from '../HelpCenterScreen/HelpTopicList.tsx';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { breadcrumbListOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { page } from '../screens.css.ts';

export interface HelpCenterCategoryScreenProps {
  /** The category of the URL (/help-center/category/{id}). */
  categoryId: number;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** A help-centre subject with all its topics; an unknown id shows the 404 screen. */
export function HelpCenterCategoryScreen({ categoryId, origin }: HelpCenterCategoryScreenProps) {
  const { t } = useTranslation('help');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const category = useQuery(helpCenterQueries.category(client, categoryId));
  if (category.isError && isNotFoundError(category.error))
    return <NotFound countrySite={countrySite} />;
  if (category.isPending) {
    return (
      <div className={page}>
        <HelpSkeleton lines={5} />
      </div>
    );
  }
  if (category.isError) {
    return (
      <div className={page}>
        <HelpLoadError onRetry={() => void category.refetch()} />
      </div>
    );
  }
  const { category: subject, topics } = category.data;
  const crumbs = [
    { label: t('breadcrumbs'), href: hrefOf(countrySite, 'home') },
    { label: t('home.title'), href: hrefOf(countrySite, 'helpCenter') },
    { label: subject.name, href: hrefOf(countrySite, 'helpCenterCategory', { id: subject.id }) },
  ];
  return (
    <div className={page}>
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
          <HelpTopicList topics={topics} aria-labelledby="help-category-topics" />
        )}
      </Stack>
      <ContactChannels />
    </div>
  );
}
