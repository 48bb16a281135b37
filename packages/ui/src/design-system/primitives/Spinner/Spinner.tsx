import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { circle, label as labelClass, root } from './Spinner.css.ts';
import type { SpinnerSize, SpinnerTone } from './spinnerVariants.ts';

export interface SpinnerProps {
  size?: SpinnerSize;
  tone?: SpinnerTone;
  /** What is loading, announced to screen readers ("Loading your orders…"); defaults to "Loading…". */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** Shows that something is loading; a polite status for screen readers. */
export function Spinner({
  size = 'medium',
  tone = 'brand',
  label,
  showLabel = false,
}: SpinnerProps) {
  const labels = useDesignSystemLabels();
  const text = label ?? labels.loading;
  return (
    <span role="status" className={root}>
      <span className={circle({ size, tone })} aria-hidden="true" />
      {showLabel ? (
        <span className={labelClass}>{text}</span>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </span>
  );
}
