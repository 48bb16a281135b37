import type Konva from 'konva';
import type { FreePhoto } from '../../model/index.ts';

/** A free photo dragged to a new place: its frame's top-left corner, in millimetres. */
export function movedFreePhoto(free: FreePhoto, node: Konva.Group, scale: number) {
  return {
    x: node.x() / scale - free.width / 2,
    y: node.y() / scale - free.height / 2,
  };
}

/** A free photo's handles released: its new size and turn, about where Konva left its centre. */
export function transformedFreePhoto(free: FreePhoto, node: Konva.Group, scale: number) {
  const width = free.width * Math.abs(node.scaleX());
  const height = free.height * Math.abs(node.scaleX());
  const centre = { x: node.x() / scale, y: node.y() / scale };
  // The size moves into the design; the node's stretch goes (the render sizes the photo).
  node.scale({ x: 1, y: 1 });
  return {
    x: centre.x - width / 2,
    y: centre.y - height / 2,
    width,
    rotation: node.rotation(),
  };
}
