export const drawerSides = ['left', 'right', 'bottom'] as const;
export type DrawerSide = (typeof drawerSides)[number];
