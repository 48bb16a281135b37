import { consentVersion } from '@shop/domain';
import { consentBannerPart } from '@shop/ui/features/fragments/ConsentBanner/consentBannerPart.ts';
import { ConsentBannerStandIn } from '@shop/ui/features/fragments/ConsentBanner/ConsentBannerStandIn.tsx';
import {
  needsConsent,
  type ConsentChoice,
} from '@shop/ui/features/fragments/ConsentBanner/consentBannerVariants.ts';
import { useOnDemand } from '@shop/ui/design-system/provider/onDemand.ts';
import { useToast } from '@shop/ui/design-system/primitives/Toast/Toast.tsx';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { sendPageEvent } from './pageEvents.ts';
import { BuildCheck } from './BuildCheck.tsx';
import { useSession } from './SessionContext.tsx';

/**
 * The storefront's browser-side duties around the page: the consent banner (and a notification
 * when the choice could not be saved), page events once consent is given, and the screen size in
 * the session.
 */
export function ShopRuntime() {
  const { session, update } = useSession();
  const [location] = useLocation();
  const consentGiven =
    session?.isConsentGiven === true && session.consentVersion === consentVersion;
  const reportedScreen = useRef(false);
  const consent = session?.consentVersion === undefined ? null : session;
  // Answered here: the banner closes at once, whatever the server answers.
  const [answered, setAnswered] = useState(false);
  const asksConsent = session !== null && !answered && needsConsent(consent, consentVersion);
  // The full banner (its settings) replaces the server-rendered stand-in once asked for.
  const [configuring, setConfiguring] = useState(false);
  const [banner, loadBanner] = useOnDemand(consentBannerPart);
  const toast = useToast();
  const { t } = useTranslation('consent');
  const preloadBanner = () => void loadBanner().catch(() => undefined);

  // The full banner's code loads when the browser is idle after the page (or on intent before).
  useEffect(() => {
    if (!asksConsent) return undefined;
    const load = () => void loadBanner().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [asksConsent, loadBanner]);

  const onConsentChange = (choice: ConsentChoice) => {
    setAnswered(true);
    // The banner has closed: a choice the server did not keep is said in a notification.
    void update(choice).catch(() => toast.show({ tone: 'critical', title: t('saveFailed') }));
  };

  useEffect(() => {
    if (!session || reportedScreen.current) return;
    reportedScreen.current = true;
    const screen = {
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      screenDevicePixelRatio: window.devicePixelRatio,
    };
    if (
      session.screenWidth !== screen.screenWidth ||
      session.screenHeight !== screen.screenHeight
    ) {
      void update(screen).catch(() => undefined);
    }
  }, [session, update]);

  // One page-load event per page the visitor sees, and only with consent.
  useEffect(() => {
    if (consentGiven) sendPageEvent(location);
  }, [consentGiven, location]);

  return (
    <>
      {/* Rendered by the server for a visitor who has not answered (a cached page too: only a
          visitor without a session, who has not answered, is served one), painted with the page. */}
      {asksConsent && configuring && banner ? (
        <banner.ConsentBanner
          consent={consent}
          consentVersion={consentVersion}
          initiallyConfiguring
          onConsentChange={onConsentChange}
        />
      ) : asksConsent ? (
        <ConsentBannerStandIn
          consentVersion={consentVersion}
          onConsentChange={onConsentChange}
          onIntent={preloadBanner}
          onConfigure={() =>
            void loadBanner().then(
              () => setConfiguring(true),
              () => undefined,
            )
          }
        />
      ) : null}
      <BuildCheck />
    </>
  );
}
