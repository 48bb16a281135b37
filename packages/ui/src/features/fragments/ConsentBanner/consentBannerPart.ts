import { onDemand } from '../../../design-system/provider/onDemand.ts';

/**
 * The consent banner's code, loaded only for a visitor who has not answered yet: it shows after
 * the page's first paint anyway, so no page waits for it (`useOnDemand(consentBannerPart)`).
 */
export const consentBannerPart = onDemand(() => import('./ConsentBanner.tsx'));
