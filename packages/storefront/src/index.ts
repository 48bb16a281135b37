export type { BrandConfig } from './brand.ts';
