export * from './constants.ts';
export * from './vocabulary/index.ts';
export * from './countrySites.ts';
