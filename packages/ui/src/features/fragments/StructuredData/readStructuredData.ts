/** The JSON-LD blocks rendered in an element, for stories and tests to read as search engines do. */
function structuredDataIn(element: ParentNode): Record<string, unknown>[] {
  return [...element.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

/** The one block of a schema.org type; a story fails when there is none. */
export function structuredDataOfType(element: ParentNode, type: string): Record<string, unknown> {
  const found = structuredDataIn(element).find((data) => data['@type'] === type);
  if (!found) throw new Error(`No ${type} structured data in the page`);
  return found;
}
