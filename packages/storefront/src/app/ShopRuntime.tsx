import { consentVersion } from '@shop/domain';
import { consentBannerPart } from '@shop/ui/features/fragments/ConsentBanner/consentBannerPart.ts';
import { needsConsent } from '@shop/ui/features/fragments/ConsentBanner/consentBannerVariants.ts';
import { useOnDemand } from '@shop/ui/design-system/provider/onDemand.ts';
import { useToast } from '@shop/ui/design-system/primitives/Toast/Toast.tsx';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { sendPageEvent } from '../client/pageEvents.ts';
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
  const asksConsent = session !== null && needsConsent(consent, consentVersion);
  const [banner, loadBanner] = useOnDemand(consentBannerPart);
  const toast = useToast();
  const { t } = useTranslation('consent');

  // The banner's code loads only for a visitor who has not answered the current texts.
  useEffect(() => {
    if (asksConsent) void loadBanner().catch(() => undefined);
  }, [asksConsent, loadBanner]);

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
      {session && banner ? (
        <banner.ConsentBanner
          consent={consent}
          consentVersion={consentVersion}
          onConsentChange={(choice) =>
            // The banner has closed: a choice the server did not keep is said in a notification.
            void update(choice).catch(() =>
              toast.show({ tone: 'critical', title: t('saveFailed') }),
            )
          }
        />
      ) : null}
      <BuildCheck />
    </>
  );
}
