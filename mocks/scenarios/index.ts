import { catalogueScenarios } from './catalogue.ts';

/** Named handler sets per area and state: `scenarios.catalogue.empty`… */
export const scenarios = {
  catalogue: catalogueScenarios,
};
