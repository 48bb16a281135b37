export * from './authClient.ts';
