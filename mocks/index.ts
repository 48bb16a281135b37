export { handlers } from './handlers/index.ts';
export { scenarios } from './scenarios/index.ts';
export { db, reset } from './db.ts';
