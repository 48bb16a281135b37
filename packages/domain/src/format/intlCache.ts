// Intl formatters are costly to build and immutable: one per locale and options, shared by all renders.
const cache = new Map<string, unknown>();

export function cachedFormatter<Formatter>(key: string, build: () => Formatter): Formatter {
  let formatter = cache.get(key) as Formatter | undefined;
  if (formatter === undefined) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}
