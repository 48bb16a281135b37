import type { DehydratedState } from '@tanstack/react-query';

type Json = unknown;

const isPrice = (value: Json): value is { currency: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { currency?: unknown }).currency === 'string';

/**
 * What `pricesIn` made of a frozen answer (the server's catalogue answers, shared by every page
 * for a while), by currency: the same answer is cut once, not on every page.
 */
const cutAnswers = new WeakMap<object, Map<string, Json>>();

/** The answer with every `prices` list cut to the one currency the page shows. */
function pricesIn(value: Json, currency: string): Json {
  if (typeof value !== 'object' || value === null) return value;
  if (!Object.isFrozen(value)) return cutPrices(value, currency);
  let byCurrency = cutAnswers.get(value);
  if (!byCurrency) cutAnswers.set(value, (byCurrency = new Map<string, Json>()));
  if (byCurrency.has(currency)) return byCurrency.get(currency);
  const cut = cutPrices(value, currency);
  byCurrency.set(currency, Object.freeze(cut));
  return cut;
}

function cutPrices(value: object, currency: string): Json {
  if (Array.isArray(value)) return value.map((item: Json) => pricesIn(item, currency));
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
