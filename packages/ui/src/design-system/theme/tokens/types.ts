import type { vars } from '../contract.css.ts';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** A brand's concrete values for every slot of the theme contract. */
export type ThemeTokens = Leaves<typeof vars>;
