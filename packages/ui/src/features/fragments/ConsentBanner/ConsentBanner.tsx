import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Switch } from '../../../design-system/primitives/Switch/Switch.tsx';
import * as styles from './ConsentBanner.css.ts';
import { ConsentPurposes } from './ConsentPurposes.tsx';
import {
  consentChoice,
  needsConsent,
  type ConsentBannerPlacement,
  type ConsentChoice,
} from './consentBannerVariants.ts';
import { useConsentSettingsFocus } from './useConsentSettingsFocus.ts';
import { useRoomBelow } from './useRoomBelow.ts';

export interface ConsentBannerProps {
  /** The consent stored in the session, if any. */
  consent?: Partial<ConsentChoice> | null;
  /** The current version of the consent texts; a stored answer to an older version asks again. */
  consentVersion: number;
  /** The customer's answer, to store in the session (POST /api/session). */
  onConsentChange: (choice: ConsentChoice) => void;
  /** `overlay` is fixed over the page bottom; `inline` sits in the flow (stories, a settings page). */
  placement?: ConsentBannerPlacement;
  /** Opens with the settings shown (the light stand-in's settings button was pressed). */
  initiallyConfiguring?: boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/**
 * Cookie consent: accept all, reject all, or choose analytics and advertising one by one.
 * A labelled, non-modal region: the page stays usable, the banner never steals focus on load.
 */
export function ConsentBanner({
  ref,
  consent,
  consentVersion,
  onConsentChange,
  placement = 'overlay',
  initiallyConfiguring = false,
}: ConsentBannerProps) {
  const { t } = useTranslation('consent');
  const headingId = useId();
  const [answeredVersion, setAnsweredVersion] = useState<number>();
  const [configuring, setConfiguring] = useState(initiallyConfiguring);
  const [analytics, setAnalytics] = useState(consent?.isAnalyticsAccepted ?? false);
  const [ads, setAds] = useState(consent?.isAdsAccepted ?? false);
  const { firstOption, configureButton, options } = useConsentSettingsFocus(
    configuring,
    setConfiguring,
  );

  const shown = needsConsent(consent, consentVersion) && answeredVersion !== consentVersion;
  const section = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => section.current as HTMLElement);
  // Over the page, it leaves room below the page so it hides none of it.
  useRoomBelow(section, shown && placement === 'overlay');

  if (!shown) return null;

  const answer = (acceptAds: boolean, acceptAnalytics: boolean) => {
    setAnsweredVersion(consentVersion);
    onConsentChange(consentChoice(consentVersion, acceptAds, acceptAnalytics));
  };

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className={`${styles.banner} ${styles.placement[placement]}`}
    >
      <Heading level={2} size="small" id={headingId}>
        {t('heading')}
      </Heading>
      {configuring ? null : <ConsentPurposes />}
      {configuring ? (
        <fieldset ref={options} className={styles.options}>
          <legend className={styles.legend}>{t('options')}</legend>
          <Switch label={t('necessary')} hint={t('necessaryHint')} checked disabled />
          <Switch
            ref={firstOption}
            label={t('analytics')}
            hint={t('analyticsHint')}
            checked={analytics}
            onCheckedChange={setAnalytics}
          />
          <Switch label={t('ads')} hint={t('adsHint')} checked={ads} onCheckedChange={setAds} />
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => answer(true, true)}>{t('acceptAll')}</Button>
        <Button tone="neutral" variant="soft" onClick={() => answer(false, false)}>
          {t('rejectAll')}
        </Button>
        {configuring ? (
          <Button tone="brand" variant="soft" onClick={() => answer(ads, analytics)}>
            {t('save')}
          </Button>
        ) : (
          <Button
            ref={configureButton}
            tone="brand"
            variant="ghost"
            aria-expanded={false}
            onClick={() => setConfiguring(true)}
          >
            {t('configure')}
          </Button>
        )}
      </div>
    </section>
  );
}
ConsentBanner.displayName = 'ConsentBanner';
