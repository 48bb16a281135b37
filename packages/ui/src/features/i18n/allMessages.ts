import { provideMessages } from './i18nFor.ts';
import { messageBundles, namespaces } from './messageFiles.ts';

// Server, Storybook and tests: every instance starts with all namespaces of its language.
provideMessages((language) => messageBundles(language, namespaces));

export { messageBundles, messagesOf, namespaces, writtenMessages } from './messageFiles.ts';
export { i18nFor } from './i18nFor.ts';
