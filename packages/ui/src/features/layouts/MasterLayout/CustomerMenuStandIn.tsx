import type { ReactNode, Ref } from 'react';
import * as styles from './MasterLayout.css.ts';

/**
 * The customer menu's button until the menu's code is there, as the menu's trigger renders it:
 * pointer over or focus loads the menu, a click or the keys that open a menu open it once it is
 * there.
 */
export function CustomerMenuStandIn({
  buttonRef,
  children,
  onPreload,
  onOpen,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  children: ReactNode;
  onPreload: () => void;
  onOpen: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.iconAction}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      // As the menu's trigger does: a press opens it (the code may arrive before the release).
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        onOpen();
      }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </button>
  );
}
