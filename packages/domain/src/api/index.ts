export * from './client.ts';
export * from './encoding.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './errors.ts';
export * from './proxy.ts';
export * from './proxyAddresses.ts';
export * from './schemas/common.ts';
