import { breakpoints, type Breakpoint } from '@shop/domain';

/** Mobile-first media query for a breakpoint of the spec. */
export const mediaFrom = (breakpoint: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;
