import { hrefOf, type HelpCenterTopicSummary } from '@shop/domain';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';

export interface HelpTopicListProps {
  topics: readonly HelpCenterTopicSummary[];
  'aria-labelledby'?: string;
}

/** Links to help topics, by their slugged ids (`/help-center/topic/shipping-costs_23`). */
export function HelpTopicList({ topics, ...aria }: HelpTopicListProps) {
  const countrySite = useCountrySite();
  return (
    <Stack as="ul" space="small" {...aria}>
      {topics.map((topic) => (
        <Link key={topic.id} href={hrefOf(countrySite, 'helpCenterTopic', { id: topic.slug })}>
          {topic.title}
        </Link>
      ))}
    </Stack>
  );
}
