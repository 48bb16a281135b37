import { catalogueHandlers } from './catalogue.ts';

/** The happy path of every API area. */
export const handlers = [...catalogueHandlers];
