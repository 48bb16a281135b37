import { hrefOf, type CountrySite, type HelpCenterTopicSummary } from '@shop/domain';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';

export interface HelpTopicListProps {
  topics: readonly HelpCenterTopicSummary[];
  /** The country site the topics' links lead into. */
  site: Pick<CountrySite, 'pathPrefix'>;
  'aria-labelledby'?: string;
}

/**
 * Links to help topics, by their slugged ids (`/help-center/topic/shipping-costs_23`): the featured
 * ones, a subject's, a search's results or a topic's related ones.
 */
export function HelpTopicList({ topics, site, ...aria }: HelpTopicListProps) {
  return (
    <Stack as="ul" space="small" {...aria}>
      {topics.map((topic) => (
        <Link key={topic.id} href={hrefOf(site, 'helpCenterTopic', { id: topic.slug })}>
          {topic.title}
        </Link>
      ))}
    </Stack>
  );
}
