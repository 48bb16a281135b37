import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import { draftKeyPrefix, type LocalDraft } from './data/localDraft.ts';
import type { PhotoTransform } from './model/index.ts';
import {
  canvasReady,
  collage,
  collageSlot,
  forgetDrafts,
  mousePointer,
  nextFrame,
  restoreDraft,
  storyPicture,
  storyTemplate,
  saveTimeout,
  editorSettled,
} from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';

// Drag, wheel and pinch on the canvas move the photo's drawing only: the editor does not render
// until the gesture ends, and then the design changes once (one undo step).
const camera = storyPicture('camera-photo', 4000, 3000);
const phone = storyPicture('phone-photo', 1600, 1200);
const template = storyTemplate(collage);
const [firstSlot, secondSlot] = template.pages[0]?.photo_slots ?? [];

/** The editor's React commits (renders that reached the screen), counted by a Profiler. */
const commits = { count: 0 };

/** The collage with the camera photo zoomed in slot 1 (room to move it) and the phone photo in slot 2. */
const twoPhotos = () =>
  restoreDraft(
    collage,
    () =>
      firstSlot && secondSlot
        ? [
            { type: 'placePhoto', pageIndex: 0, slotId: firstSlot.id, photo: camera },
            { type: 'zoomPhoto', pageIndex: 0, slotId: firstSlot.id, zoom: 2 },
            { type: 'placePhoto', pageIndex: 0, slotId: secondSlot.id, photo: phone },
          ]
        : [],
    [camera, phone],
  );

const settled = () => editorSettled(commits);

/** Waits for the save of the last change (it starts 1.5 s after it) to be over. */
async function changesSaved(root: HTMLElement, t: ReturnType<typeof storyMessages>) {
  // The save status is the header's; the print check below the page is a status too.
  const status = () => within(root.querySelector('header') ?? root).getByRole('status');
  await waitFor(() => expect(status()).toHaveTextContent(t('constructor:save.saving')), {
    timeout: 4000,
  }).catch(() => undefined);
  await waitFor(() => expect(status()).toHaveTextContent(t('constructor:save.saved')), {
    timeout: saveTimeout,
  });
}

/** The crops of `slotId` the local copy is written with from now on, each change once. */
function watchSavedCrops(slotId: string) {
  const start = JSON.stringify(savedCrop(slotId));
  const spy = spyOn(Storage.prototype, 'setItem');
  return {
    /** The crops written that differ from the one before them: one per change of the design. */
    changes: () => {
      const changes: PhotoTransform[] = [];
      let last = start;
      for (const [key, value] of spy.mock.calls) {
        if (!key.startsWith(draftKeyPrefix)) continue;
        const crop = (JSON.parse(value) as LocalDraft).doc.pages[0]?.photos[slotId]?.transform;
        const written = JSON.stringify(crop);
        if (crop && written !== last) changes.push(crop);
        last = written;
      }
      return changes;
    },
    stop: () => spy.mockRestore(),
  };
}

/** The local copy's crop of a slot now. */
function savedCrop(slotId: string): PhotoTransform | undefined {
  const key = Object.keys(localStorage).find((candidate) => candidate.startsWith(draftKeyPrefix));
  const draft = key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as LocalDraft | null) : null;
  return draft?.doc.pages[0]?.photos[slotId]?.transform;
}

/** Fingers on the screen at client positions. */
function touches(target: Element, points: { x: number; y: number }[]): Touch[] {
  return points.map(
    (point, identifier) =>
      new Touch({
        identifier,
        target,
        clientX: point.x,
        clientY: point.y,
        pageX: point.x,
        pageY: point.y,
      }),
  );
}

const meta = {
  title: 'Constructor/Canvas gestures',
  component: ConstructorScreen,
  args: { articleId: collage, onDesignSaved: fn(), onAddedToCart: fn(), onOpenDesign: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Profiler id="constructor" onRender={() => (commits.count += 1)}>
        <Story />
      </Profiler>
    ),
  ],
  beforeEach: () => {
    forgetDrafts();
    twoPhotos();
    commits.count = 0;
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Dragging the photo in slot 1: while the mouse moves, the drawing follows and the editor does not
 * render; on release the design takes the new crop once, and one undo puts it back.
 */
export const DragWithoutRendering: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const slotId = firstSlot?.id ?? '';
    await canvasReady(canvasElement);
    await settled();
    const before = savedCrop(slotId);
    await expect(before?.zoom).toBe(2);
    // Photo 1 selected beforehand: pressing it to drag changes nothing the editor shows.
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(`^${t('constructor:slots.photo', { number: 1 })} · `),
      }),
    );
    await settled();
    const from = collageSlot(canvasElement, 0);
    const drawn = from.canvas.toDataURL();
    const saved = watchSavedCrops(slotId);
    try {
      from.canvas.dispatchEvent(new PointerEvent('pointerdown', mousePointer(from.x, from.y, 1)));
      from.canvas.dispatchEvent(new MouseEvent('mousedown', mousePointer(from.x, from.y, 1)));
      await nextFrame();
      // From the first move to the release the editor does not render.
      const start = commits.count;
      for (let step = 1; step <= 12; step += 1) {
        const x = from.x + step * 4;
        const y = from.y + step * 2;
        window.dispatchEvent(new PointerEvent('pointermove', mousePointer(x, y, 1)));
        window.dispatchEvent(new MouseEvent('mousemove', mousePointer(x, y, 1)));
        await nextFrame();
      }
      await nextFrame();
      // The photo moved on the page; the design and the editor's tree did not change.
      await expect(from.canvas.toDataURL()).not.toBe(drawn);
      await expect(commits.count - start).toBeLessThanOrEqual(1);
      await expect(saved.changes()).toHaveLength(0);
      await expect(savedCrop(slotId)).toEqual(before);
      const end = { x: from.x + 48, y: from.y + 24 };
      window.dispatchEvent(new PointerEvent('pointerup', mousePointer(end.x, end.y, 0)));
      window.dispatchEvent(new MouseEvent('mouseup', mousePointer(end.x, end.y, 0)));
      // Released: the design changed once, to where the photo was left.
      await waitFor(() => expect(saved.changes()).toHaveLength(1));
      const after = saved.changes()[0];
      await expect(after?.offsetX).toBeGreaterThan(before?.offsetX ?? 0);
      await expect(after?.offsetY).toBeGreaterThan(before?.offsetY ?? 0);
      await expect(after?.zoom).toBe(2);
    } finally {
      saved.stop();
    }
    const undo = canvas.getByRole('button', { name: t('constructor:undo') });
    await userEvent.click(undo);
    await waitFor(() => expect(savedCrop(slotId)).toEqual(before));
    // One drag, one undo step.
    await expect(undo).toBeDisabled();
    await changesSaved(canvasElement, t);
    await canvasReady(canvasElement);
  },
};

/** The slot list's details of photo slot `number` ("photo at 265 dpi"): they follow the design. */
function slotDetails(root: HTMLElement, t: ReturnType<typeof storyMessages>, number: number) {
  return within(root).getByRole('button', {
    name: new RegExp(`^${t('constructor:slots.photo', { number })} · `),
  }).textContent;
}

/** Where the photo in slot 2 starts: its crop, its details in the slot list and its drawing. */
async function secondPhotoAtRest(root: HTMLElement, t: ReturnType<typeof storyMessages>) {
  await canvasReady(root);
  await settled();
  const at = collageSlot(root, 1);
  return {
    at,
    before: savedCrop(secondSlot?.id ?? ''),
    details: slotDetails(root, t, 2),
    drawn: at.canvas.toDataURL(),
  };
}

/** One undo puts the photo in slot 2 back as it started, and it is the only step. */
async function undoneOnce(
  root: HTMLElement,
  t: ReturnType<typeof storyMessages>,
  start: Awaited<ReturnType<typeof secondPhotoAtRest>>,
) {
  const undo = within(root).getByRole('button', { name: t('constructor:undo') });
  await userEvent.click(undo);
  await waitFor(() => expect(savedCrop(secondSlot?.id ?? '')).toEqual(start.before));
  await expect(undo).toBeDisabled();
  await expect(slotDetails(root, t, 2)).toBe(start.details);
  await changesSaved(root, t);
  await canvasReady(root);
}

/**
 * Zooming the photo in slot 2 with the wheel: each step redraws the photo only; the design takes
 * the zoom once the wheel rests (one undo step), and the slot's resolution follows it then.
 */
export const WheelZoomWithoutRendering: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const start = await secondPhotoAtRest(canvasElement, t);
    const { at } = start;
    const saved = watchSavedCrops(secondSlot?.id ?? '');
    try {
      const rendered = commits.count;
      // Five notches in one go: frames apart, a busy machine could outlast the wheel's rest.
      for (let step = 0; step < 5; step += 1) {
        at.canvas.dispatchEvent(
          new WheelEvent('wheel', { ...mousePointer(at.x, at.y, 0), deltaY: -60 }),
        );
      }
      await nextFrame();
      // Still zooming: nothing saved yet (the wheel has not rested), and nothing rendered.
      await expect(saved.changes()).toHaveLength(0);
      await expect(at.canvas.toDataURL()).not.toBe(start.drawn);
      await expect(commits.count - rendered).toBe(0);
      await expect(slotDetails(canvasElement, t, 2)).toBe(start.details);
      // The wheel rests: the zoom is committed once, and the slot's resolution follows it.
      await waitFor(() => expect(saved.changes()).toHaveLength(1));
      // Five steps of 60 pixels, three notches: 10 % each.
      await expect(saved.changes()[0]?.zoom).toBeCloseTo(1.1 ** 3, 6);
      await waitFor(() => expect(slotDetails(canvasElement, t, 2)).not.toBe(start.details));
    } finally {
      saved.stop();
    }
    await undoneOnce(canvasElement, t, start);
  },
};

/**
 * Two fingers spread apart over the photo in slot 2: it zooms by the ratio of their distances
 * while the editor does not render, and the design takes the zoom when the fingers lift.
 */
export const PinchZoomWithoutRendering: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const start = await secondPhotoAtRest(canvasElement, t);
    const { at } = start;
    const saved = watchSavedCrops(secondSlot?.id ?? '');
    const spread = (gap: number) =>
      touches(at.canvas, [
        { x: at.x - gap, y: at.y },
        { x: at.x + gap, y: at.y },
      ]);
    const touch = (type: string, gap: number, lifted = false) =>
      at.canvas.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          touches: lifted ? [] : spread(gap),
          targetTouches: lifted ? [] : spread(gap),
          changedTouches: spread(gap),
        }),
      );
    try {
      touch('touchstart', 20);
      await nextFrame();
      const rendered = commits.count;
      for (const gap of [20, 25, 30, 35, 40]) {
        touch('touchmove', gap);
        await nextFrame();
      }
      await nextFrame();
      await expect(at.canvas.toDataURL()).not.toBe(start.drawn);
      await expect(commits.count - rendered).toBeLessThanOrEqual(1);
      await expect(saved.changes()).toHaveLength(0);
      touch('touchend', 40, true);
      await waitFor(() => expect(saved.changes()).toHaveLength(1));
      await expect(saved.changes()[0]?.zoom).toBeCloseTo((start.before?.zoom ?? 0) * 2, 6);
    } finally {
      saved.stop();
    }
    await undoneOnce(canvasElement, t, start);
  },
};
