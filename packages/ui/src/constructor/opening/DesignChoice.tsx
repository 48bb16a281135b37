import { imageSourcesOf, siteDateTimeFormat, type DesignSummary } from '@shop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../design-system/primitives/Image/Image.tsx';
import { Inline } from '../../design-system/primitives/Inline/Inline.tsx';
import { Text } from '../../design-system/primitives/Text/Text.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import * as styles from './DesignOpening.css.ts';

export interface DesignChoiceProps {
  /** The customer's latest design of this product. */
  design: DesignSummary;
  onContinue: () => void;
  onStartNew: () => void;
}

/** Starting a product again: continue the last design of it, or start a new one beside it. */
export function DesignChoice({ design, onContinue, onStartNew }: DesignChoiceProps) {
  const { t } = useTranslation('constructor');
  const countrySite = useCountrySite();
  const titleId = useId();
  const date = siteDateTimeFormat(countrySite, { dateStyle: 'medium' }).format(
    new Date(design.updated_at),
  );
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="design-choice">
      <Heading id={titleId} level={1} size="large" align="center">
        {t('opening.choiceTitle')}
      </Heading>
      <div className={styles.preview}>
        <Image
          sources={imageSourcesOf(design.preview)}
          alt={t('opening.preview', { name: design.name })}
          aspectRatio="1:1"
          fit="contain"
          sizes="12rem"
          rounded
        />
      </div>
      <Text as="p">{t('opening.choiceDescription', { name: design.name, date })}</Text>
      <Inline space="small" align="center">
        <Button onClick={onContinue}>{t('opening.continue')}</Button>
        <Button variant="soft" tone="neutral" onClick={onStartNew}>
          {t('opening.startNew')}
        </Button>
      </Inline>
    </section>
  );
}
