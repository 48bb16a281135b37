// The design constructor (/create/{article_id}). Imported only by that route, lazily, so the
// editor and its canvas library stay out of every other route's bundle.
export { ConstructorScreen, type ConstructorScreenProps } from './ConstructorScreen.tsx';
export * as designModel from './model/index.ts';
