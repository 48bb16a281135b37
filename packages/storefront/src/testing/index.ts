export { startSite, type RunningSite } from './startSite.ts';
export { launchChromium, collectPageErrors } from './browser.ts';
export { siteUnderTest, type StorefrontSuiteContext } from './siteUnderTest.ts';
export {
  openCustomerPage,
  logIn,
  hydrated,
  demoCustomer,
  type CustomerPage,
} from './customerPage.ts';
export { describeStorefront } from './storefrontSuite.ts';
export { shoppingJourneys, type ShoppingJourney } from './shoppingJourneys.ts';
export { contentJourneys } from './contentJourneys.ts';
export { profileJourneys } from './profileJourneys.ts';
export { signUpJourneys } from './signUpJourneys.ts';
export {
  constructorJourney,
  constructorJourneyTest,
  fixturePhoto,
  type ConstructorJourneyOptions,
} from './constructorJourney.ts';
export { describeClientMessages } from './clientMessages.ts';
export { describeClientBundleBudget, clientBundleBudget } from './clientBundleBudget.ts';
export { describeAssetDelivery } from './assetDelivery.ts';
export { searchEngineJourneys } from './searchEngineJourneys.ts';
export { timeZoneJourneys } from './timeZoneJourneys.ts';
