export * from './intl.ts';
export * from './price.ts';
