import { imageSourcesOf, siteDates, type DesignSummary } from '@shop/domain';
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
  /** The customer's designs of this product, the last changed first (at least one). */
  designs: readonly DesignSummary[];
  onContinue: (designId: string) => void;
  onStartNew: () => void;
}

function useChangedOn() {
  const countrySite = useCountrySite();
  const dates = siteDates(countrySite);
  return (design: DesignSummary) => dates.day(design.updated_at);
}

/**
 * Starting a product again: continue the design of it the customer has (or one of the designs,
 * when there are several), or start a new one beside them.
 */
export function DesignChoice({ designs, onContinue, onStartNew }: DesignChoiceProps) {
  const { t } = useTranslation('constructor');
  const changedOn = useChangedOn();
  const titleId = useId();
  const [only] = designs;
  if (only && designs.length === 1)
    return (
      <section className={styles.root} aria-labelledby={titleId} data-testid="design-choice">
        <Heading id={titleId} level={1} size="large" align="center">
          {t('opening.choiceTitle')}
        </Heading>
        <div className={styles.preview}>
          <Image
            sources={imageSourcesOf(only.preview)}
            alt={t('opening.preview', { name: only.name })}
            aspectRatio="1:1"
            fit="contain"
            sizes="12rem"
            rounded
          />
        </div>
        <Text as="p">
          {t('opening.choiceDescription', { name: only.name, date: changedOn(only) })}
        </Text>
        <Inline space="small" align="center">
          <Button onClick={() => onContinue(only.id)}>{t('opening.continue')}</Button>
          <Button variant="soft" tone="neutral" onClick={onStartNew}>
            {t('opening.startNew')}
          </Button>
        </Inline>
      </section>
    );
  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="design-choice">
      <Heading id={titleId} level={1} size="large" align="center">
        {t('opening.choiceTitleMany')}
      </Heading>
      <Text as="p">{t('opening.choiceDescriptionMany')}</Text>
      <ul className={styles.designList}>
        {designs.map((design) => (
          <li key={design.id} className={styles.designItem}>
            <div className={styles.listPreview}>
              <Image
                sources={imageSourcesOf(design.preview)}
                alt={t('opening.preview', { name: design.name })}
                aspectRatio="1:1"
                fit="contain"
                sizes="8rem"
                rounded
              />
            </div>
            <Text as="p" weight="strong">
              {design.name}
            </Text>
            <Text as="p" size="small" tone="muted">
              {t('opening.lastChanged', { date: changedOn(design) })}
            </Text>
            <Button
              size="small"
              aria-label={t('opening.continueNamed', { name: design.name })}
              onClick={() => onContinue(design.id)}
            >
              {t('opening.continueShort')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="soft" tone="neutral" onClick={onStartNew}>
        {t('opening.startNew')}
      </Button>
    </section>
  );
}
