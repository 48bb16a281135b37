export { startSite, type RunningSite } from './startSite.ts';
export { launchChromium, collectPageErrors } from './browser.ts';
export { describeStorefront, type StorefrontSuiteContext } from './storefrontSuite.ts';
