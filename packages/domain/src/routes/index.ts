export * from './guards.ts';
export * from './matchRoute.ts';
export * from './paths.ts';
export * from './redirectTargets.ts';
export * from './routeTable.ts';
export * from './searchEngines.ts';
