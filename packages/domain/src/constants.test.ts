import { describe, expect, it } from 'vitest';
import { breakpointNames, breakpoints, fallbackBreakpoint } from './constants.ts';

describe('breakpoints', () => {
  it('grow from mobile to desktopWide', () => {
    const widths = breakpointNames.map((name) => breakpoints[name]);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(breakpoints.mobile).toBe(320);
    expect(breakpoints.desktopWide).toBe(1600);
  });

  it('fall back to desktop', () => {
    expect(fallbackBreakpoint).toBe('desktop');
  });
});
