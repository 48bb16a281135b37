import * as curated from './icons.ts';
import { iconNames, type ShopIcon } from './iconVariants.ts';

/** The name of every icon `icons.ts` exports. */
type DrawnName = (typeof curated)[keyof typeof curated]['name'];

/**
 * Every curated icon by the name the shop uses, for stories only: the shop's own code imports
 * each icon it draws from `icons.ts`, so pages carry only their own drawings.
 */
const iconsByName = Object.fromEntries(
  Object.values(curated).map((icon) => [icon.name, icon]),
) as Record<DrawnName, ShopIcon>;

/** The whole set in the order of `iconNames` (a name without a drawing is a compile error here). */
export const allIcons: readonly ShopIcon[] = iconNames.map((name) => iconsByName[name]);

/** A story control choosing any curated icon by its name. */
export const iconArgType = { control: 'select', options: iconNames, mapping: iconsByName } as const;
