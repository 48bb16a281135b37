import type { BrandTheme } from './brandDefinition.ts';
import type { BrandId } from './index.ts';
import { theme as main } from './main/theme.ts';
import { theme as second } from './second/theme.ts';

/**
 * Every brand's theme (`brands/<id>/theme.ts`), by brand: read when the UI builds its theme
 * classes, so the tokens and font metrics stay out of the pages' JavaScript. A brand without
 * its theme here fails the type check.
 */
export const brandThemes = { main, second } as const satisfies Record<BrandId, BrandTheme>;

export type RegisteredBrandTheme = (typeof brandThemes)[BrandId];
