import { externalReferrer, type PageEvent } from '@shop/domain';
import { isCrawlerVisit } from './crawlerVisit.ts';

/** Reports a page view to /api/event/page; only called once the visitor has given consent. */
export function sendPageEvent(name: string): void {
  if (isCrawlerVisit()) return;
  const event: PageEvent = {
    category: 'page',
    name,
    page: {
      url: window.location.href,
      path: window.location.pathname,
      title: document.title,
      // Coming back from a payment provider or from another page of the shop is no referral.
      referrer: externalReferrer(document.referrer, [window.location.hostname]),
    },
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    mobile: window.matchMedia('(pointer: coarse)').matches,
  };
  void fetch('/api/event/page', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
  }).catch(() => undefined);
}
