import { useId, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/headingVariants.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ShopIcon } from '../Icon/iconVariants.ts';
import { EmptyIcon } from '../Icon/icons.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** What the customer can do next (a Button or Link), e.g. "Browse products". */
  action?: ReactNode;
  icon?: ShopIcon;
  /** Outline level of the title in the page (default 2). */
  headingLevel?: HeadingLevel;
}

/** What a list shows when there is nothing in it yet: an empty cart, no orders, no results. */
export function EmptyState({
  title,
  description,
  action,
  icon = EmptyIcon,
  headingLevel = 2,
}: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.illustration}>
        <Icon icon={icon} size="xlarge" />
      </span>
      <div className={styles.text}>
        <Heading id={titleId} level={headingLevel} size="medium" align="center">
          {title}
        </Heading>
        {description ? (
          <Text as="p" tone="muted">
            {description}
          </Text>
        ) : null}
      </div>
      {action}
    </section>
  );
}
