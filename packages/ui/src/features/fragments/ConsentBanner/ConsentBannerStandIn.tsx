import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import * as styles from './ConsentBanner.css.ts';
import { ConsentPurposes } from './ConsentPurposes.tsx';
import { consentChoice, type ConsentChoice } from './consentBannerVariants.ts';
import { useRoomBelow } from './useRoomBelow.ts';

export interface ConsentBannerStandInProps {
  /** The current version of the consent texts. */
  consentVersion: number;
  /** Accept all or reject all, answered right here: the same answer the full banner gives. */
  onConsentChange: (choice: ConsentChoice) => void;
  /** The settings button was pressed: show the full banner with its settings open. */
  onConfigure: () => void;
  /** Pointer over or focus on the settings button: the moment to load the full banner's code. */
  onIntent?: () => void;
}

/**
 * The consent banner as the server renders it for a visitor who has not answered: the same look,
 * text and buttons, painted with the page and without the settings' code (switches), which loads
 * on intent or idle. Fixed over the page bottom: it moves nothing, and leaves room below the page.
 */
export function ConsentBannerStandIn({
  consentVersion,
  onConsentChange,
  onConfigure,
  onIntent,
}: ConsentBannerStandInProps) {
  const { t } = useTranslation('consent');
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useRoomBelow(section, true);
  const answer = (accept: boolean) =>
    onConsentChange(consentChoice(consentVersion, accept, accept));

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className={`${styles.banner} ${styles.placement.overlay} ${styles.standIn}`}
    >
      <Heading level={2} size="small" id={headingId}>
        {t('heading')}
      </Heading>
      <ConsentPurposes />
      <div className={styles.actions}>
        <Button onClick={() => answer(true)}>{t('acceptAll')}</Button>
        <Button tone="neutral" variant="soft" onClick={() => answer(false)}>
          {t('rejectAll')}
        </Button>
        <Button
          tone="brand"
          variant="ghost"
          aria-expanded={false}
          // The full banner's code loads on intent, so it is there by the click.
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onClick={onConfigure}
        >
          {t('configure')}
        </Button>
      </div>
      <span data-banner-end hidden />
    </section>
  );
}
ConsentBannerStandIn.displayName = 'ConsentBannerStandIn';
