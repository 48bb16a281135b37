import type { EndpointArea } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { mockErrorCodes } from '../routing/errors.ts';
import { accountScenarios } from './account.ts';
import { cartScenarios } from './cart.ts';
import { catalogueScenarios } from './catalogue.ts';
import { checkoutScenarios } from './checkout.ts';
import { contentScenarios } from './content.ts';
import { customerScenarios } from './customers.ts';
import { designScenarios } from './designs.ts';
import { foticosScenarios } from './foticos.ts';
import { areaNames, failArea, failAreaOnce, hangArea, noticeArea, slowArea } from './helpers.ts';

type AreaState = 'serverError' | 'failsOnce' | 'errorCode5004' | 'slow' | 'timeout';

/** `{area}.serverError`, `.failsOnce`, `.errorCode5004`, `.slow` and `.timeout` for every area of the contract. */
function failureScenarios(): Record<`${EndpointArea}.${AreaState}`, HttpHandler[]> {
  const entries = areaNames().flatMap((area) => [
    [
      `${area}.serverError`,
      failArea(area, 500, mockErrorCodes.serverError, 'The product API failed'),
    ],
    [`${area}.failsOnce`, failAreaOnce(area)],
    [`${area}.errorCode5004`, noticeArea(area)],
    [`${area}.slow`, slowArea(area)],
    [`${area}.timeout`, hangArea(area)],
  ]);
  return Object.fromEntries(entries) as Record<`${EndpointArea}.${AreaState}`, HttpHandler[]>;
}

/** Every scenario by its `area.state` name. */
export const scenariosByName = {
  ...failureScenarios(),
  ...cartScenarios,
  ...checkoutScenarios,
  ...accountScenarios,
  ...catalogueScenarios,
  ...contentScenarios,
  ...customerScenarios,
  ...designScenarios,
  ...foticosScenarios,
};

export type ScenarioName = keyof typeof scenariosByName;
export const scenarioNames = Object.keys(scenariosByName) as ScenarioName[];

type AreaOf<Name> = Name extends `${infer Area}.${string}` ? Area : never;
type ScenarioTree = {
  [Area in AreaOf<ScenarioName>]: {
    [Name in ScenarioName as Name extends `${Area}.${infer State}` ? State : never]: HttpHandler[];
  };
};

/**
 * Named handler sets, `scenarios.area.state` (`scenarios.cart.long`): put them in front of the
 * happy path with `parameters.msw.handlers` (a story), `server.use(...)` (a test) or
 * `useHandlers(...)` (embedded).
 */
export const scenarios = scenarioNames.reduce<Record<string, Record<string, HttpHandler[]>>>(
  (tree, name) => {
    const [area = '', state = ''] = name.split('.');
    tree[area] = { ...tree[area], [state]: scenariosByName[name] };
    return tree;
  },
  {},
) as ScenarioTree;
