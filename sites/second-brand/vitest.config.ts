import { siteVitestConfig } from '@shop/storefront/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig(siteVitestConfig());
