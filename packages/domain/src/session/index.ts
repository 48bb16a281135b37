export * from './sessionSchemas.ts';
export * from './sessionExpired.ts';
