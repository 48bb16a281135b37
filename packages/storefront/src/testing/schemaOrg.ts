// The fields schema.org's types need for search engines to use them (Google's rich result
// requirements for Product, Offer, Organization, BreadcrumbList, FAQPage and AggregateRating).

type Json = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Each type's checks: a problem's text, or nothing when the field is right. */
const rules: Record<string, (data: Json) => (string | false)[]> = {
  Organization: (data) => [
    !isText(data.name) && 'Organization needs a name',
    !isAbsoluteUrl(data.url) && 'Organization needs an absolute url',
    !(isAbsoluteUrl(data.logo) || (isObject(data.logo) && isAbsoluteUrl(data.logo.url))) &&
      'Organization needs a logo URL',
  ],
  Product: (data) => [
    !isText(data.name) && 'Product needs a name',
    !asList(data.image).every(isAbsoluteUrl) && 'Product needs absolute image URLs',
    data.offers === undefined &&
      data.review === undefined &&
      data.aggregateRating === undefined &&
      'Product needs offers, review or aggregateRating',
  ],
  Offer: (data) => [
    !(
      (typeof data.price === 'number' && data.price >= 0) ||
      (typeof data.price === 'string' && /^\d+(\.\d+)?$/.test(data.price))
    ) && 'Offer needs a price as a number (a dot before decimals)',
    !(typeof data.priceCurrency === 'string' && /^[A-Z]{3}$/.test(data.priceCurrency)) &&
      'Offer needs an ISO 4217 priceCurrency',
    !(
      typeof data.availability === 'string' &&
      /^https?:\/\/schema\.org\/[A-Za-z]+$/.test(data.availability)
    ) && 'Offer needs a schema.org availability',
    !isAbsoluteUrl(data.url) && 'Offer needs an absolute url',
  ],
  AggregateRating: (data) => [
    typeof data.ratingValue !== 'number' && 'AggregateRating needs a ratingValue',
    typeof data.reviewCount !== 'number' &&
      typeof data.ratingCount !== 'number' &&
      'AggregateRating needs a reviewCount or ratingCount',
  ],
  BreadcrumbList: (data) => {
    const items = Array.isArray(data.itemListElement) ? data.itemListElement : [];
    return [
      items.length === 0 && 'BreadcrumbList needs itemListElement',
      ...items.flatMap((item: unknown, index) => {
        const entry = isObject(item) ? item : {};
        return [
          entry['@type'] !== 'ListItem' && `Breadcrumb ${index + 1} must be a ListItem`,
          entry.position !== index + 1 && `Breadcrumb ${index + 1} needs position ${index + 1}`,
          !isText(entry.name) && `Breadcrumb ${index + 1} needs a name`,
          // Only the last item (the page itself) may leave out its URL.
          !(
            isAbsoluteUrl(entry.item) ||
            (index === items.length - 1 && entry.item === undefined)
          ) && `Breadcrumb ${index + 1} needs an absolute item URL`,
        ];
      }),
    ];
  },
  FAQPage: (data) => {
    const questions = Array.isArray(data.mainEntity) ? data.mainEntity : [];
    return [
      questions.length === 0 && 'FAQPage needs mainEntity questions',
      ...questions.flatMap((question: unknown, index) => {
        const entry = isObject(question) ? question : {};
        const answer = isObject(entry.acceptedAnswer) ? entry.acceptedAnswer : {};
        return [
          entry['@type'] !== 'Question' && `FAQ ${index + 1} must be a Question`,
          !isText(entry.name) && `FAQ ${index + 1} needs a name`,
          (answer['@type'] !== 'Answer' || !isText(answer.text)) &&
            `FAQ ${index + 1} needs an acceptedAnswer with text`,
        ];
      }),
    ];
  },
};

/** What a JSON-LD block lacks for schema.org's required fields, nested types included. */
export function schemaOrgProblems(block: unknown): string[] {
  if (!isObject(block)) return ['A JSON-LD block must be an object'];
  const problems: string[] = [];
  if (block['@context'] !== 'https://schema.org')
    problems.push('@context must be https://schema.org');
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const type = value['@type'];
    if (typeof type === 'string') {
      for (const problem of rules[type]?.(value) ?? []) if (problem) problems.push(problem);
    }
    Object.values(value).forEach(visit);
  };
  visit(block);
  return problems;
}

/** The JSON-LD blocks of a server-rendered page. */
export function jsonLdBlocksOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
}

/** Every block of a type in the page, nested ones included. */
export function blocksOfType(blocks: readonly Json[], type: string): Json[] {
  return blocks.filter((block) => block['@type'] === type);
}
