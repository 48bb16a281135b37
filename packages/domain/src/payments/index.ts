export * from './eligibility.ts';
