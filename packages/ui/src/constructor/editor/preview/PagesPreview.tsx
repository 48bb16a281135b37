import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignDoc, Template } from '../../model/index.ts';
import { usePageName } from '../PageStrip.tsx';
import { fittedSize } from './fittedSize.ts';
import { PagePictureView } from './PagePictureView.tsx';
import * as styles from './Preview.css.ts';
import { PreviewControls, useBackAndForth } from './PreviewControls.tsx';
import type { PagePicture } from './usePagePictures.ts';

/**
 * A product of separate pages (a calendar's months, a T-shirt's front and back, a set of prints)
 * page by page, with the buttons, the arrow keys or a swipe.
 */
export function PagesPreview({
  template,
  doc,
  pictures,
}: {
  template: Template;
  doc: DesignDoc;
  pictures: readonly PagePicture[];
}) {
  const { t } = useTranslation('constructor');
  const pageName = usePageName(doc);
  const [at, setAt] = useState(0);
  const count = doc.pages.length;
  const go = (to: number) => setAt(Math.max(0, Math.min(count - 1, to)));
  const paging = useBackAndForth(
    () => go(at - 1),
    () => go(at + 1),
  );
  const { width, height } = template.print_size_mm;
  return (
    <div className={styles.preview} {...paging}>
      <div className={styles.stage} data-testid="pages-preview">
        <div className={styles.sheet} style={fittedSize(width / height)}>
          <PagePictureView picture={pictures[at]} name={pageName(at)} />
        </div>
      </div>
      {count > 1 ? (
        <PreviewControls
          back={{ label: t('pages.previous'), disabled: at === 0 }}
          forth={{ label: t('pages.next'), disabled: at === count - 1 }}
          onBack={() => go(at - 1)}
          onForth={() => go(at + 1)}
          position={t('preview.position', { pages: pageName(at), current: at + 1, count })}
        />
      ) : null}
    </div>
  );
}
