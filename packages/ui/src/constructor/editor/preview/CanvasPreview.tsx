import { canvasEdgeOf, type DesignDoc, type Template } from '../../model/index.ts';
import { usePageName } from '../PageStrip.tsx';
import { fittedSize } from './fittedSize.ts';
import { PagePictureView } from './PagePictureView.tsx';
import * as styles from './Preview.css.ts';
import type { PagePicture } from './usePagePictures.ts';

/** The deepest frame the preview draws, as a share of the canvas's width. */
const deepestFrame = 0.12;

/**
 * The canvas stretched over its frame, seen from a little to the side, its sides as the customer
 * chose: the photo's edge mirrored (the picture seems to go on round the sides), the page's
 * colour, or the design itself folded round (drawn with its wrap, the front showing what lies
 * inside the fold). The frame is as deep as the template's wrap (its bleed).
 */
export function CanvasPreview({
  template,
  doc,
  picture,
}: {
  template: Template;
  doc: DesignDoc;
  /** The page as it prints; drawn with its wrap round it when the photo folds round the frame. */
  picture: PagePicture;
}) {
  const pageName = usePageName(doc);
  const { width, height } = template.print_size_mm;
  const ratio = width / height;
  const wrap = template.bleed_mm;
  const depth = Math.min(deepestFrame, wrap / width);
  const edge = canvasEdgeOf(doc);
  const colour = doc.pages[0]?.background ?? '#ffffff';
  // The drawn picture's size over the face's (or side's), and where the face or side lies in it.
  const wrapped = edge === 'photo';
  const across = wrapped ? (width + 2 * wrap) / width : 1;
  const down = wrapped ? (height + 2 * wrap) / height : 1;
  const side = (horizontal: boolean) => {
    if (!picture) return undefined;
    if (edge === 'colour') return { backgroundColor: colour.startsWith('#') ? colour : '#ffffff' };
    const folded = {
      backgroundImage: `url("${picture}")`,
      backgroundSize: horizontal
        ? `${(across * 100) / depth}% ${down * 100}%`
        : `${across * 100}% ${(down * 100) / (depth * ratio)}%`,
      backgroundPosition: horizontal ? '100% 50%' : '50% 100%',
    };
    if (wrapped) return folded;
    return { ...folded, transform: horizontal ? 'scaleX(-1)' : 'scaleY(-1)' };
  };
  return (
    <div className={styles.preview}>
      <div className={styles.stage} data-testid="canvas-preview" data-edge={edge}>
        <div className={styles.canvasBox} style={fittedSize(ratio, 0.7)}>
          {wrapped && picture ? (
            <div
              className={styles.page}
              role="img"
              aria-label={pageName(0)}
              style={{
                backgroundImage: `url("${picture}")`,
                backgroundSize: `${across * 100}% ${down * 100}%`,
                backgroundPosition: '50% 50%',
              }}
            />
          ) : (
            <PagePictureView picture={picture} name={pageName(0)} />
          )}
          <div className={styles.rightSide} style={{ width: `${depth * 100}%` }} aria-hidden>
            <div className={styles.mirroredEdge} style={side(true)} />
          </div>
          <div
            className={styles.bottomSide}
            style={{ height: `${depth * ratio * 100}%` }}
            aria-hidden
          >
            <div className={styles.mirroredEdge} style={side(false)} />
          </div>
        </div>
      </div>
    </div>
  );
}
