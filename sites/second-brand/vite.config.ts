import { storefrontViteConfig } from '@shop/storefront/vite';
import { defineConfig } from 'vite';

export default defineConfig(storefrontViteConfig());
