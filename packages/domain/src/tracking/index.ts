export * from './campaignParameters.ts';
export * from './crawlers.ts';
export * from './referrers.ts';
