import * as styles from './ErrorPage.css.ts';
import type { ErrorIllustration as Status } from './errorPageVariants.ts';

// Digits drawn as strokes in a 40×60 box each.
const digitPaths = {
  '0': 'M20 4 C31 4 36 15 36 32 C36 49 31 60 20 60 C9 60 4 49 4 32 C4 15 9 4 20 4 Z',
  '4': 'M28 60 V4 L4 42 H38',
  '5': 'M34 4 H8 L6 28 C11 25 15 24 20 24 C30 24 36 31 36 41 C36 52 29 60 19 60 C12 60 7 57 4 53',
} as const;

/** A printed photo with a tear through it, and the error's number in front. */
export function ErrorIllustration({ status, label }: { status: Status; label: string }) {
  const digits = String(status).split('') as (keyof typeof digitPaths)[];
  return (
    <svg className={styles.illustration} viewBox="0 0 240 160" role="img" aria-label={label}>
      <g transform="rotate(-4 120 80)">
        <rect className={styles.card} x="24" y="18" width="192" height="124" rx="8" />
        <path className={styles.hills} d="M26 140 L84 84 L118 114 L156 74 L214 140 Z" />
        <circle className={styles.sun} cx="54" cy="44" r="11" />
        <path className={styles.crack} d="M132 18 L124 46 L136 70 L122 98 L134 120 L128 142" />
      </g>
      <g className={styles.digits}>
        {digits.map((digit, index) => (
          <path key={index} d={digitPaths[digit]} transform={`translate(${48 + index * 52} 48)`} />
        ))}
      </g>
    </svg>
  );
}
