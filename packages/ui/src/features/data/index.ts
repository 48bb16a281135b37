export { ApiClientProvider, useApiClient } from './ApiClientProvider.tsx';
export type { PageReads } from './pageReads.ts';
export { catalogueQueries } from './catalogueQueries.ts';
export { CountrySiteProvider, useCountrySite } from './CountrySiteContext.tsx';
