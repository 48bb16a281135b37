export * from './calendarDate.ts';
export * from './email.ts';
export * from './fieldLimits.ts';
export * from './routeParameters.ts';
export * from './slug.ts';
export * from './url.ts';
export * from './inputRules.ts';
export * from './postcode.ts';
