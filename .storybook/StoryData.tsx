import { createApiClient, findCountrySite } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../packages/ui/src/features/data/ApiClientProvider.tsx';
import { CountrySiteProvider } from '../packages/ui/src/features/data/CountrySiteContext.tsx';

/** Stories call the product API directly at this origin; the MSW worker answers from mocks/. */
const storyApiOrigin = 'https://product-api.test';

// The country site a story shows for each toolbar locale: currency and price rules follow it.
const countrySiteOfLocale: Record<string, string> = {
  en: 'en-ie',
  es: 'es-es',
  pl: 'pl-pl',
  fr: 'fr-fr',
};

/** What screens read data through: a fresh query cache per story, the API client and the country site. */
export function StoryData({ locale, children }: { locale: string; children: ReactNode }) {
  const countrySite = findCountrySite(countrySiteOfLocale[locale] ?? 'es-es');
  if (!countrySite) throw new Error(`No country site for the story locale ${locale}`);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [client] = useState(() =>
    createApiClient({
      mode: 'direct',
      baseUrl: storyApiOrigin,
      language: countrySite.language,
      sessionId: 'story-session',
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <CountrySiteProvider countrySite={countrySite}>{children}</CountrySiteProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
