import { findCountrySite, type CountrySite } from '@shop/domain';
import { createContext, useContext, type ReactNode } from 'react';

const CountrySiteContext = createContext<CountrySite | null>(null);

/** The country site being shopped: its language, currency, price rules, payment methods and carriers. */
export function CountrySiteProvider({
  countrySite,
  children,
}: {
  countrySite: CountrySite;
  children: ReactNode;
}) {
  return <CountrySiteContext.Provider value={countrySite}>{children}</CountrySiteContext.Provider>;
}

/** The current country site; Spain's when no provider is set (stories that do not care). */
export function useCountrySite(): CountrySite {
  const countrySite = useContext(CountrySiteContext);
  const fallback = findCountrySite('es-es');
  if (countrySite) return countrySite;
  if (!fallback) throw new Error('The es-es country site is missing');
  return fallback;
}
