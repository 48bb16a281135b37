import type { DehydratedState } from '@tanstack/react-query';

type Json = unknown;

const isPrice = (value: Json): value is { currency: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { currency?: unknown }).currency === 'string';

/** The answer with every `prices` list cut to the one currency the page shows. */
function pricesIn(value: Json, currency: string): Json {
  if (Array.isArray(value)) return value.map((item) => pricesIn(item, currency));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'prices' && Array.isArray(field) && field.every(isPrice)
        ? field.filter((price) => price.currency === currency)
        : pricesIn(field, currency),
    ]),
  );
}

/**
 * The server's query answers as the page ships them: a country site has one currency (choosing
 * another site loads a new page), so the prices of the others are dead weight in the HTML.
 */
export function dehydratedForPage(state: DehydratedState, currency: string): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, data: pricesIn(query.state.data, currency) },
    })),
  };
}
