/**
 * Payment providers and referral domains a customer passes through mid-journey: a visit coming back
 * from them is not a new referral. The spec names none; this list is ours, for the payment methods the
 * country sites offer.
 */
const internalReferrerDomains = [
  'paypal.com',
  'stripe.com',
  'adyen.com',
  'redsys.es',
  'bizum.es',
  'klarna.com',
  'sofort.com',
  'trustly.com',
  'mollie.com',
  'przelewy24.pl',
  'payu.com',
  'mobilepay.dk',
  'mobilepay.fi',
  'swish.nu',
  'twint.ch',
  'eps-ueberweisung.at',
  'ideal.nl',
  'bancontact.com',
  'sibs.pt',
  'awin1.com',
] as const;

function hostOf(referrer: string): string | undefined {
  if (!URL.canParse(referrer)) return undefined;
  return new URL(referrer).hostname.toLowerCase().replace(/\.$/, '');
}

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Whether a referrer counts as internal: one of the shop's own hosts, a listed payment or referral
 * domain, or a subdomain of either. Lookalikes (`paypal.com.evil.example`, `notpaypal.com`) do not count.
 */
function isInternalReferrer(referrer: string, ownHosts: readonly string[] = []): boolean {
  const host = hostOf(referrer);
  if (!host) return false;
  const domains = [...internalReferrerDomains, ...ownHosts.map((own) => own.toLowerCase())];
  return domains.some((domain) => matchesDomain(host, domain));
}

/** The referrer to report for a page event: empty when internal or unparsable. */
export function externalReferrer(referrer: string, ownHosts: readonly string[] = []): string {
  return hostOf(referrer) === undefined || isInternalReferrer(referrer, ownHosts) ? '' : referrer;
}
