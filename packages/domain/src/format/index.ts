export * from './intl.ts';
export * from './price.ts';
export * from './calendarDateOf.ts';
export * from './imageSources.ts';
export * from './siteDates.ts';
