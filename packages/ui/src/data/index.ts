export { ApiClientProvider, useApiClient } from './ApiClientProvider.tsx';
export type { ScreenContext, ScreenDefinition } from './screenDefinition.ts';
export { catalogueQueries } from './catalogueQueries.ts';
export { CountrySiteProvider, useCountrySite } from './CountrySiteContext.tsx';
