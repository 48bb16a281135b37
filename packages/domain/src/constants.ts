/** Layout breakpoints in px (spec section 9); `desktop` is the fallback when the width is unknown. */
export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];
export const fallbackBreakpoint: Breakpoint = 'desktop';
