import type { DesignDoc, Template } from '../../model/index.ts';
import { usePageName } from '../PageStrip.tsx';
import { fittedSize } from './fittedSize.ts';
import { PagePictureView } from './PagePictureView.tsx';
import * as styles from './Preview.css.ts';
import type { PagePicture } from './usePagePictures.ts';

/** The deepest frame the preview draws, as a share of the canvas's width. */
const deepestFrame = 0.12;

/**
 * The canvas stretched over its frame, seen from a little to the side: the photo's edges fold
 * round the frame mirrored, so the picture seems to go on round the sides. The frame is as deep
 * as the template's wrap (its bleed).
 */
export function CanvasPreview({
  template,
  doc,
  picture,
}: {
  template: Template;
  doc: DesignDoc;
  picture: PagePicture;
}) {
  const pageName = usePageName(doc);
  const { width, height } = template.print_size_mm;
  const ratio = width / height;
  const depth = Math.min(deepestFrame, template.bleed_mm / width);
  const edge = (horizontal: boolean) =>
    picture
      ? {
          backgroundImage: `url("${picture}")`,
          backgroundSize: horizontal ? `${100 / depth}% 100%` : `100% ${100 / (depth * ratio)}%`,
          backgroundPosition: horizontal ? '100% 0' : '0 100%',
          transform: horizontal ? 'scaleX(-1)' : 'scaleY(-1)',
        }
      : undefined;
  return (
    <div className={styles.preview}>
      <div className={styles.stage} data-testid="canvas-preview">
        <div className={styles.canvasBox} style={fittedSize(ratio, 0.7)}>
          <PagePictureView picture={picture} name={pageName(0)} />
          <div className={styles.rightSide} style={{ width: `${depth * 100}%` }} aria-hidden>
            <div className={styles.mirroredEdge} style={edge(true)} />
          </div>
          <div
            className={styles.bottomSide}
            style={{ height: `${depth * ratio * 100}%` }}
            aria-hidden
          >
            <div className={styles.mirroredEdge} style={edge(false)} />
          </div>
        </div>
      </div>
    </div>
  );
}
