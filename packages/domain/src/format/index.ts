export * from './intl.ts';
export * from './price.ts';
export * from './relativeTime.ts';
