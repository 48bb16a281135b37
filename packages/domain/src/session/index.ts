export * from './sessionSchemas.ts';
