export * from './intl.ts';
export * from './plural.ts';
export * from './price.ts';
export * from './relativeTime.ts';
