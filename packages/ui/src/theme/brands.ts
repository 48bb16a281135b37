/** The two brands of the shop; a storefront or a story picks one. */
export const brands = ['main', 'second'] as const;
export type Brand = (typeof brands)[number];
