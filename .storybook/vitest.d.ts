import 'vitest';
import type { Brand } from '../packages/ui/src/design-system/theme/brands.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    brand: Brand;
  }
}
