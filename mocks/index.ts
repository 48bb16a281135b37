export { handlers } from './handlers/index.ts';
export {
  scenarios,
  scenariosByName,
  scenarioNames,
  scenarioHandlers,
  type ScenarioName,
} from './scenarios/index.ts';
export { db, reset } from './db.ts';
export { demoAccounts, demoPassword } from './fixtures/customers.ts';
export { newsletterTokenOf } from './fixtures/newsletter.ts';
export { mockErrorCodes } from './routing/errors.ts';
export { route } from './routing/route.ts';
export { fixtures, fixtureApiBase, fixtureNow, type FixtureOptions } from './builders.ts';
