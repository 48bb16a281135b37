import type Konva from 'konva';
import type { RefObject } from 'react';
import { Rect } from 'react-konva';
import type {
  DesignPage,
  FreePhoto,
  FreePhotoChanges,
  PhotoSlot,
  Selection,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import type { CanvasColors } from '../themeColors.ts';
import { FreePhotoNode } from './FreePhotoNode.tsx';
import { movedFreePhoto, transformedFreePhoto } from './freePhotoChanges.ts';
import { SlotPhotoNode } from './SlotPhotoNode.tsx';
import type { PhotoDrag } from './usePhotoDrag.ts';

/**
 * The page's photos: those in its slots, the frame a dragged photo would swap with, and the photos
 * placed freely above them (the last one on top).
 */
export function PhotoLayer({
  page,
  photoSlots,
  scale,
  selection,
  lowRes,
  colors,
  dispatch,
  photoNodeRef,
  drag,
  swapFrame,
  freePhotoNodes,
}: {
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  scale: number;
  selection: Selection;
  /** The slots and free photos too small to print sharply. */
  lowRes: ReadonlySet<string | undefined>;
  colors: CanvasColors;
  dispatch: EditorDispatch;
  photoNodeRef: (slotId: string) => (node: Konva.Image | null) => void;
  drag: PhotoDrag;
  swapFrame: RefObject<Konva.Rect | null>;
  /** Free photos' nodes by id, for the resize handles. */
  freePhotoNodes: RefObject<Map<string, Konva.Group>>;
}) {
  const select = (next: Selection) => dispatch({ type: 'select', selection: next });
  const selectedFree = selection?.kind === 'freePhoto' ? selection.id : undefined;

  const updateFreePhoto = (free: FreePhoto, changes: FreePhotoChanges) =>
    dispatch({
      type: 'command',
      command: { type: 'updateFreePhoto', pageIndex: page.index, id: free.id, changes },
    });

  return (
    <>
      {photoSlots.map((slot) => (
        <SlotPhotoNode
          key={slot.id}
          slot={slot}
          placed={page.photos[slot.id]}
          scale={scale}
          selected={selection?.kind === 'photo' && selection.id === slot.id}
          lowRes={lowRes.has(slot.id)}
          colors={colors}
          onSelect={() => select({ kind: 'photo', id: slot.id })}
          nodeRef={photoNodeRef(slot.id)}
          drag={drag}
        />
      ))}
      {/* The slot a dragged photo would swap with; shown by the drag itself. */}
      <Rect
        ref={swapFrame}
        visible={false}
        stroke={colors.selection}
        strokeWidth={3}
        listening={false}
      />
      {page.freePhotos.map((free) => (
        <FreePhotoNode
          key={free.id}
          free={free}
          scale={scale}
          colors={colors}
          selected={selectedFree === free.id}
          lowRes={lowRes.has(free.id)}
          nodeRef={(node) => {
            if (node) freePhotoNodes.current.set(free.id, node);
            else freePhotoNodes.current.delete(free.id);
          }}
          onSelect={() => {
            if (selectedFree !== free.id) select({ kind: 'freePhoto', id: free.id });
          }}
          onMoved={(node) => updateFreePhoto(free, movedFreePhoto(free, node, scale))}
          onTransformed={(node) => updateFreePhoto(free, transformedFreePhoto(free, node, scale))}
        />
      ))}
    </>
  );
}
