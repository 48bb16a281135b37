import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../design-system/primitives/Icon/icons.ts';
import * as styles from './Preview.css.ts';

/** A horizontal swipe of at least this many pixels turns the page. */
const swipeDistance = 40;

/**
 * Going back and forth in a preview by swipe and by the arrow keys: spread these on the element
 * that holds the product and its controls.
 */
export function useBackAndForth(onBack: () => void, onForth: () => void) {
  const start = useRef<number | null>(null);
  return {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onBack();
      else if (event.key === 'ArrowRight') onForth();
      else return;
      event.preventDefault();
    },
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const distance = start.current === null ? 0 : event.clientX - start.current;
      start.current = null;
      if (distance <= -swipeDistance) onForth();
      else if (distance >= swipeDistance) onBack();
    },
  };
}

/** "Previous", where the customer is, "Next": under the product in every preview. */
export function PreviewControls({
  back,
  forth,
  onBack,
  onForth,
  position,
}: {
  back: { label: string; disabled?: boolean };
  forth: { label: string; disabled?: boolean };
  onBack: () => void;
  onForth: () => void;
  position?: ReactNode;
}) {
  return (
    <div className={styles.controls}>
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        icon={<Icon icon={ChevronLeftIcon} size="small" />}
        disabled={back.disabled}
        onClick={onBack}
      >
        {back.label}
      </Button>
      {position !== undefined ? (
        <p className={styles.position} role="status">
          {position}
        </p>
      ) : null}
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        icon={<Icon icon={ChevronRightIcon} size="small" />}
        disabled={forth.disabled}
        onClick={onForth}
      >
        {forth.label}
      </Button>
    </div>
  );
}
