import { hrefOf } from '@shop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../design-system/primitives/Heading/Heading.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { SecureIcon } from '../../design-system/primitives/Icon/icons.ts';
import { Inline } from '../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../design-system/primitives/Text/Text.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import * as styles from './DesignOpening.css.ts';

export interface DesignNoAccessProps {
  articleId: number;
  designId: string;
  /** The address came with a link token the API refused (not this design's, or made up). */
  linkRefused: boolean;
  onStartNew: () => void;
}

/**
 * A design that is there but not this browser's: another guest's, or an account's before login.
 * Nothing of it is shown or copied (only its mailed link opens it); the customer may log in with
 * the account that saved it, and come back here, or start a new design of the same product.
 */
export function DesignNoAccess({
  articleId,
  designId,
  linkRefused,
  onStartNew,
}: DesignNoAccessProps) {
  const { t } = useTranslation('constructor');
  const countrySite = useCountrySite();
  const titleId = useId();
  const back = hrefOf(countrySite, 'create', { article_id: articleId }, { design: designId });
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="design-no-access">
      <Icon icon={SecureIcon} size="xlarge" />
      <Heading id={titleId} level={1} size="large" align="center">
        {t('opening.noAccessTitle')}
      </Heading>
      <Text as="p">
        {linkRefused ? t('opening.linkRefusedDescription') : t('opening.noAccessDescription')}
      </Text>
      <Inline space="medium" align="center" alignY="center">
        <Button onClick={onStartNew}>{t('opening.startNewDesign')}</Button>
        <Link href={hrefOf(countrySite, 'login', {}, { redirect: back })} weight="strong">
          {t('opening.logIn')}
        </Link>
      </Inline>
    </section>
  );
}
