import { describe, expect, it } from 'vitest';
import { handleAt, mug, wrapColumnAt } from './mugWrap.ts';

const circumference = Math.PI * mug.diameterMm;

describe('the wrap round a mug', () => {
  it('shows the middle of the wrap in the middle of the mug when it is not turned', () => {
    expect(wrapColumnAt(0, 0, 200)).toBeCloseTo(0.5);
  });

  it('shows the wrap left to right across the face, further out towards the edges', () => {
    const columns = [-0.9, -0.5, 0, 0.5, 0.9].map((across) => wrapColumnAt(across, 0, 200) ?? NaN);
    expect(columns).toEqual([...columns].sort((a, b) => a - b));
    // A quarter of the way round at the edge: the mug's curve squeezes the wrap's sides.
    expect(wrapColumnAt(1, 0, 200)).toBeCloseTo(0.5 + circumference / 4 / 200);
  });

  it('brings the wrap round as the mug turns, and shows the gap by the handle at the back', () => {
    expect((wrapColumnAt(0, 0.5, 200) ?? NaN) - 0.5).toBeCloseTo(
      ((0.5 / (2 * Math.PI)) * circumference) / 200,
    );
    expect(wrapColumnAt(0, Math.PI, 200)).toBeNull();
    expect(wrapColumnAt(0, -Math.PI, 200)).toBeNull();
    // A wrap as long as the mug's round has no gap.
    expect(wrapColumnAt(0, Math.PI - 0.01, circumference)).not.toBeNull();
  });

  it('keeps the handle behind the mug while the wrap faces the viewer, and in front when turned round', () => {
    expect(handleAt(0).inFront).toBe(false);
    expect(handleAt(Math.PI).inFront).toBe(true);
    expect(handleAt(Math.PI / 2).across).toBeCloseTo(1);
    expect(handleAt(-Math.PI / 2).across).toBeCloseTo(-1);
  });
});
