import type { BrandId } from '@shop/brands';
import { themeClass as main } from './brandTheme/main.css.ts';
import { themeClass as second } from './brandTheme/second.css.ts';

/**
 * Per brand, the class that applies its tokens to everything inside it, for what shows every brand
 * (Storybook, tests). A site imports only its own brand's (`brandTheme/<id>.css.ts`), so its pages
 * carry no other brand's tokens. A brand without its theme here fails the type check.
 */
export const brandThemeClasses = { main, second } as const satisfies Record<BrandId, string>;
