export { handlers } from './handlers/index.ts';
export { scenarios } from './scenarios/index.ts';
export { ownDesignInCartId } from './scenarios/cart.ts';
export {
  mailedCollageId,
  mailedCollageToken,
  olderCollageId,
  startedCollageId,
} from './scenarios/designs.ts';
export { db } from './db.ts';
/** @public Storybook's preview (`.storybook/`, checked by `knip.root.json`) resets the store before each story. */
export { reset } from './db.ts';
export { demoAccounts } from './fixtures/customers.ts';
export { newsletterTokenOf } from './fixtures/newsletter.ts';
export { route } from './routing/route.ts';
export { fixtures } from './builders.ts';
export { photoPictureUrl } from './pictures/request.ts';
export { asWords, englishDemoTexts } from './testing/englishDemoTexts.ts';
