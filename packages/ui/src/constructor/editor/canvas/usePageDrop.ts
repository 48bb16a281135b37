import type { DragEvent } from 'react';
import type { PhotoSlot } from '../../model/index.ts';
import { photoDragType } from '../photoDrag.ts';

/**
 * What a page canvas takes by drag and drop: files from the device (uploaded), and a tray photo
 * on a slot or, on a page that takes free photos, anywhere else on the page.
 */
export function usePageDrop({
  slotAt,
  scale,
  bleed,
  onDropPhoto,
  onDropFiles,
  onDropFreePhoto,
}: {
  /** The slot under a point of the canvas, in pixels from its top-left corner. */
  slotAt: (x: number, y: number) => PhotoSlot | undefined;
  scale: number;
  bleed: number;
  onDropPhoto: (slotId: string, photoJson: string) => void;
  onDropFiles: (files: FileList) => void;
  onDropFreePhoto?: (photoJson: string, at: { x: number; y: number }) => void;
}) {
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (
      event.dataTransfer.types.includes(photoDragType) ||
      event.dataTransfer.types.includes('Files')
    )
      event.preventDefault();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.dataTransfer.files.length > 0) {
      onDropFiles(event.dataTransfer.files);
      return;
    }
    const json = event.dataTransfer.getData(photoDragType);
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const slot = slotAt(x, y);
    if (!json) return;
    if (slot) onDropPhoto(slot.id, json);
    // Outside the slots, on a page that takes free photos: the photo goes where it was dropped.
    else onDropFreePhoto?.(json, { x: x / scale - bleed, y: y / scale - bleed });
  };
  return { onDragOver, onDrop };
}
