import type { EndpointArea } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { mockErrorCodes } from '../routing/errors.ts';
import { accountScenarios } from './account.ts';
import { cartScenarios } from './cart.ts';
import { catalogueScenarios } from './catalogue.ts';
import { checkoutScenarios } from './checkout.ts';
import { areaNames, failArea, hangArea, noticeArea, slowArea } from './helpers.ts';

type AreaState = 'serverError' | 'errorCode5004' | 'slow' | 'timeout';

/** `{area}.serverError`, `.errorCode5004`, `.slow` and `.timeout` for every area of the contract. */
function failureScenarios(): Record<`${EndpointArea}.${AreaState}`, HttpHandler[]> {
  const entries = areaNames().flatMap((area) => [
    [`${area}.serverError`, failArea(area, 500, mockErrorCodes.serverError, 'The product API failed')],
    [`${area}.errorCode5004`, noticeArea(area)],
    [`${area}.slow`, slowArea(area)],
    [`${area}.timeout`, hangArea(area)],
  ]);
  return Object.fromEntries(entries) as Record<`${EndpointArea}.${AreaState}`, HttpHandler[]>;
}

/**
 * Named handler sets, `area.state`: put them in front of the happy path with
 * `parameters.msw.handlers` (a story), `server.use(...)` (a test) or `useHandlers(...)` (embedded).
 */
export const scenarios = {
  ...failureScenarios(),
  ...cartScenarios,
  ...checkoutScenarios,
  ...accountScenarios,
  ...catalogueScenarios,
};

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

/** The handlers of several scenarios, first name first (e.g. from a MOCK_SCENARIOS variable). */
export function scenarioHandlers(...names: string[]): HttpHandler[] {
  return names.flatMap((name) => {
    const handlers = (scenarios as Record<string, HttpHandler[] | undefined>)[name];
    if (!handlers) throw new Error(`Unknown mock scenario ${name}; known: ${scenarioNames.join(', ')}`);
    return handlers;
  });
}
