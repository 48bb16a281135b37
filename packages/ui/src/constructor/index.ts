// The design constructor (/create/{article_id}). Imported only by that route, lazily, so the
// editor and its canvas library stay out of every other route's bundle.
export { ConstructorScreen, type ConstructorScreenProps } from './ConstructorScreen.tsx';
export { ConstructorEditor, type ConstructorEditorProps } from './editor/ConstructorEditor.tsx';
export { constructorQueries } from './data/constructorQueries.ts';
export * as designModel from './model/index.ts';
