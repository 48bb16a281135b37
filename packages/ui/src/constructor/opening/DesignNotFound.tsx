import { hrefOf } from '@shop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../design-system/primitives/Heading/Heading.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { Inline } from '../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../design-system/primitives/Text/Text.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import * as styles from './DesignOpening.css.ts';
import { DesignIcon } from '../../design-system/primitives/Icon/icons.ts';

/**
 * A design link that opens nothing: deleted, or another visitor's (a design made before logging in
 * belongs to that browser until its customer logs in). Says so and offers a new design.
 */
export function DesignNotFound({ onStartNew }: { onStartNew: () => void }) {
  const { t } = useTranslation('constructor');
  const countrySite = useCountrySite();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="design-not-found">
      <Icon icon={DesignIcon} size="xlarge" />
      <Heading id={titleId} level={1} size="large" align="center">
        {t('opening.notFoundTitle')}
      </Heading>
      <Text as="p">{t('opening.notFoundDescription')}</Text>
      <Inline space="medium" align="center" alignY="center">
        <Button onClick={onStartNew}>{t('opening.startNewDesign')}</Button>
        <Link href={hrefOf(countrySite, 'accountsDesigns')} weight="strong">
          {t('opening.yourDesigns')}
        </Link>
      </Inline>
    </section>
  );
}
