import { breakpoints, type Breakpoint } from '@shop/domain';

/** Mobile-first media query for a breakpoint of the spec. */
export const mediaFrom = (breakpoint: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;

/** Widths below a breakpoint of the spec, for what only a phone gets (a desktop keeps its own look). */
export const mediaBelow = (breakpoint: Breakpoint): string =>
  `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
