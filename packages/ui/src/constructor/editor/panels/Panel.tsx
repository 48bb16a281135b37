import { useId, type ReactNode } from 'react';
import * as styles from '../Editor.css.ts';

/** A tool panel beside the page: a titled section. */
export function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 className={styles.panelHeading} id={id}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
