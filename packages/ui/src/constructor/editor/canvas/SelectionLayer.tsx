import type Konva from 'konva';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Transformer } from 'react-konva';
import { minFreePhotoMm } from '../../model/index.ts';
import type { CanvasColors } from '../themeColors.ts';

/**
 * The selected free photo's handles, above the page: corners resize it keeping its aspect, the
 * top one turns it.
 */
export function SelectionLayer({
  selectedFreePhoto,
  freePhotoNodes,
  scale,
  colors,
}: {
  /** The id of the free photo selected on this page, if any. */
  selectedFreePhoto: string | undefined;
  freePhotoNodes: RefObject<Map<string, Konva.Group>>;
  scale: number;
  colors: CanvasColors;
}) {
  const transformer = useRef<Konva.Transformer>(null);
  // The handles go round the selected free photo (and nothing else).
  useLayoutEffect(() => {
    const handles = transformer.current;
    if (!handles) return;
    const node = selectedFreePhoto ? freePhotoNodes.current.get(selectedFreePhoto) : undefined;
    const current = handles.nodes();
    if (current.length !== (node ? 1 : 0) || current[0] !== node) handles.nodes(node ? [node] : []);
    // The photo's size changed inside its node (a slider, the keyboard): the handles follow it.
    else if (node) handles.forceUpdate();
    else return;
    handles.getLayer()?.batchDraw();
  });
  return (
    <Transformer
      ref={transformer}
      keepRatio
      flipEnabled={false}
      enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
      rotationSnaps={[0, 90, 180, 270]}
      anchorStroke={colors.selection}
      // The handles look 10 px but take a finger or pointer 26 px wide (WCAG 2.5.8).
      anchorStyleFunc={(anchor) => anchor.hitStrokeWidth(16)}
      borderStroke={colors.selection}
      boundBoxFunc={(before, after) =>
        Math.min(after.width, after.height) < minFreePhotoMm * scale ? before : after
      }
    />
  );
}
