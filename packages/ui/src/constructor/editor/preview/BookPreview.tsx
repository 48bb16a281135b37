import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignDoc, Template } from '../../model/index.ts';
import { usePageName } from '../PageStrip.tsx';
import { PagePictureView } from './PagePictureView.tsx';
import { fittedSize } from './fittedSize.ts';
import * as styles from './Preview.css.ts';
import { PreviewControls, useBackAndForth } from './PreviewControls.tsx';
import type { PagePicture } from './usePagePictures.ts';

const turnMs = 550;

/** Where a spread's pages lie: the cover alone on the right, the back alone on the left. */
function sidesOf(spread: readonly number[] | undefined, first: boolean) {
  if (!spread) return { left: undefined, right: undefined };
  if (spread.length > 1) return { left: spread[0], right: spread[1] };
  return first ? { left: undefined, right: spread[0] } : { left: spread[0], right: undefined };
}

/**
 * Which spread is open, and the page turning over to another: `go` starts the turn, which the
 * leaf (`leafRef`) shows; the spread changes when it lies flat. Under reduced motion it turns at once.
 */
function usePageTurn(count: number) {
  const [at, setAt] = useState(0);
  const [turningTo, setTurningTo] = useState<number | null>(null);
  const leafRef = useRef<HTMLDivElement>(null);
  const forward = turningTo !== null && turningTo > at;
  useEffect(() => {
    const leaf = leafRef.current;
    if (turningTo === null || !leaf) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const turn = leaf.animate(
      [{ transform: 'rotateY(0deg)' }, { transform: `rotateY(${forward ? -180 : 180}deg)` }],
      { duration: still ? 0 : turnMs, easing: 'ease-in-out', fill: 'forwards' },
    );
    void turn.finished.then(
      () => {
        setAt(turningTo);
        setTurningTo(null);
      },
      () => undefined,
    );
    return () => turn.cancel();
  }, [turningTo, forward]);
  const go = (to: number) => {
    if (turningTo === null && to >= 0 && to < count && to !== at) setTurningTo(to);
  };
  return { at, turningTo, forward, leafRef, go };
}

/**
 * The book as it will arrive, spread by spread: the next page turns over on its hinge, with the
 * buttons, the arrow keys or a swipe.
 */
export function BookPreview({
  template,
  doc,
  spreads,
  pictures,
}: {
  template: Template;
  doc: DesignDoc;
  spreads: readonly (readonly number[])[];
  pictures: readonly PagePicture[];
}) {
  const { t } = useTranslation('constructor');
  const pageName = usePageName(doc);
  const { at, turningTo, forward, leafRef, go } = usePageTurn(spreads.length);
  const sides = (index: number) => sidesOf(spreads[index], index === 0);
  const paging = useBackAndForth(
    () => go(at - 1),
    () => go(at + 1),
  );
  const now = sides(at);
  const next = turningTo === null ? now : sides(turningTo);
  // While a page turns, what lies under it is already the spread it turns to.
  const left = turningTo !== null && !forward ? next.left : now.left;
  const right = turningTo !== null && forward ? next.right : now.right;
  const face = (position: number | undefined) =>
    position === undefined ? null : (
      <PagePictureView picture={pictures[position]} name={pageName(position)} />
    );
  const { width, height } = template.print_size_mm;
  const shown = spreads[at] ?? [];
  return (
    <div className={styles.preview} {...paging}>
      <div className={styles.stage} data-testid="book-preview">
        <div className={styles.book} style={fittedSize((2 * width) / height)}>
          <div className={styles.leftHalf}>
            {face(left)}
            {left !== undefined ? <span className={styles.fold} /> : null}
          </div>
          <div className={styles.rightHalf}>
            {face(right)}
            {right !== undefined ? <span className={styles.fold} /> : null}
          </div>
          {turningTo !== null ? (
            <div
              ref={leafRef}
              className={`${forward ? styles.rightHalf : styles.leftHalf} ${styles.leaf}`}
              aria-hidden
            >
              <div className={styles.leafFace}>{face(forward ? now.right : now.left)}</div>
              <div className={styles.leafBack}>{face(forward ? next.left : next.right)}</div>
            </div>
          ) : null}
        </div>
      </div>
      <PreviewControls
        back={{ label: t('pages.previousSpread'), disabled: at === 0 }}
        forth={{ label: t('pages.nextSpread'), disabled: at === spreads.length - 1 }}
        onBack={() => go(at - 1)}
        onForth={() => go(at + 1)}
        position={t('preview.position', {
          pages: shown.map(pageName).join(' · '),
          current: at + 1,
          count: spreads.length,
        })}
      />
    </div>
  );
}
