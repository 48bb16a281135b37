/**
 * The shop's mugs are the 11 oz kind, 82 mm across and 95 mm tall: the printed wrap goes round
 * all of it but a gap by the handle.
 */
export const mug = { diameterMm: 82, heightMm: 95 } as const;

const turnOf = (angle: number) => angle - 2 * Math.PI * Math.floor(angle / (2 * Math.PI));

/**
 * Which column of the printed wrap (0 its left edge, 1 its right) shows at a point across the
 * mug's face as the viewer sees it (`across` from -1, the left edge, to 1, the right edge), with
 * the mug turned by `turn` radians (0: the wrap's middle faces the viewer; positive turns the mug
 * to the viewer's left, bringing the wrap's right part round). Null where the gap by the handle
 * shows.
 */
export function wrapColumnAt(across: number, turn: number, printWidthMm: number): number | null {
  const circumference = Math.PI * mug.diameterMm;
  const angle = turnOf(Math.asin(Math.max(-1, Math.min(1, across))) + turn + Math.PI) - Math.PI;
  const along = (angle / (2 * Math.PI)) * circumference;
  if (Math.abs(along) > printWidthMm / 2) return null;
  return along / printWidthMm + 0.5;
}

/**
 * Where the handle is, opposite the wrap's middle: `across` as above, and whether it is on the
 * viewer's side of the mug (drawn over the body) or behind it (drawn under, peeking out).
 */
export function handleAt(turn: number): { across: number; inFront: boolean } {
  const angle = Math.PI - turn;
  return { across: Math.sin(angle), inFront: Math.cos(angle) > 0 };
}
