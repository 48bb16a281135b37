import type { DesignCommand, EditorAction, FreePhoto, PlacedPhoto } from '../model/index.ts';

// The keys of the slot list: what a key pressed on a photo's button does to it.

const panStepMm = 2;
const zoomStep = 1.1;
const rotateStep = 5;
/** How much wider or narrower Shift with an arrow makes a free photo, in millimetres. */
const resizeStepMm = 5;

interface KeyPress {
  key: string;
  shiftKey: boolean;
}

const arrows: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A slot's photo: arrows move it (Shift: further), + and − zoom, R turns it (Shift: the other
 * way), Delete removes it. Null for any other key. Presses on one slot are one undo step.
 */
export function photoKeyAction(
  pageIndex: number,
  slotId: string,
  placed: PlacedPhoto,
  { key, shiftKey }: KeyPress,
): EditorAction | null {
  const gesture = `keys-${slotId}`;
  const step = shiftKey ? panStepMm * 5 : panStepMm;
  const slot = { pageIndex, slotId };
  const { zoom, rotation } = placed.transform;
  const command = (change: DesignCommand): EditorAction => ({
    type: 'command',
    command: change,
    gesture,
  });
  const arrow = arrows[key];
  if (arrow)
    return command({ type: 'panPhoto', ...slot, dx: arrow[0] * step, dy: arrow[1] * step });
  switch (key) {
    case '+':
    case '=':
      return command({ type: 'zoomPhoto', ...slot, zoom: zoom * zoomStep });
    case '-':
    case '_':
      return command({ type: 'zoomPhoto', ...slot, zoom: zoom / zoomStep });
    case 'r':
    case 'R':
      return command({
        type: 'rotatePhoto',
        ...slot,
        rotation: rotation + (shiftKey ? -rotateStep : rotateStep),
      });
    case 'Delete':
    case 'Backspace':
      return { type: 'command', command: { type: 'removePhoto', ...slot } };
    default:
      return null;
  }
}

/**
 * A photo placed freely: arrows move it on the page, Shift with an arrow resizes it (right and up
 * larger, left and down smaller), R turns it, Delete removes it. Null for any other key.
 */
export function freePhotoKeyAction(
  pageIndex: number,
  free: FreePhoto,
  { key, shiftKey }: KeyPress,
): EditorAction | null {
  const gesture = `keys-${free.id}`;
  const at = { pageIndex, id: free.id };
  const command = (change: DesignCommand): EditorAction => ({
    type: 'command',
    command: change,
    gesture,
  });
  const arrow = arrows[key];
  if (arrow) {
    const [x, y] = arrow;
    if (shiftKey)
      return command({
        type: 'resizeFreePhoto',
        ...at,
        width: free.width + (x || -y) * resizeStepMm,
      });
    const changes = { x: free.x + x * panStepMm, y: free.y + y * panStepMm };
    return command({ type: 'updateFreePhoto', ...at, changes });
  }
  switch (key) {
    case 'r':
    case 'R':
      return command({
        type: 'updateFreePhoto',
        ...at,
        changes: { rotation: free.rotation + (shiftKey ? -rotateStep : rotateStep) },
      });
    case 'Delete':
    case 'Backspace':
      return { type: 'command', command: { type: 'removeFreePhoto', ...at } };
    default:
      return null;
  }
}
