import { db, photoPictureUrl } from '@shop/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { draftKeyPrefix, readDraft, writeDraft } from './data/localDraft.ts';
import {
  applyCommand,
  createDesignDoc,
  type DesignCommand,
  type DesignDoc,
  type PhotoAsset,
  type Template,
  type TemplatePage,
} from './model/index.ts';

type TemplatePhotoSlot = TemplatePage['photo_slots'][number];

// What the constructor's stories share. Their data comes from the mock product API (mocks/)
// through the MSW worker. Articles: 2004 is a 50x50 canvas collage (one page, four photo slots),
// 1001 an A4 photo book (cover, 24 to 100 inner pages in sheets of two, back), 4001 a wall
// calendar.
export const collage = 2004;
export const photoBook = 1001;
/** 4001: a wall calendar A3, a cover with the year and twelve month pages with their grids. */
export const wallCalendar = 4001;
export const storyApiOrigin = 'https://product-api.test';

/** The mock API's template of an article, for stories that prepare a design before rendering. */
export function storyTemplate(articleId: number): Template {
  const template = db.productTemplates.find((candidate) => candidate.article_id === articleId);
  if (!template) throw new Error(`The mocks have no template for article ${articleId}`);
  return template;
}

/** One of the mock API's photographs, `width` x `height` pixels. */
export const storyPicture = (key: string, width: number, height: number): PhotoAsset => ({
  url: photoPictureUrl(storyApiOrigin, key, width, height),
  width,
  height,
});

/** Forgets every local copy of a design, so a story starts without an earlier story's draft. */
export function forgetDrafts() {
  Object.keys(localStorage)
    .filter((key) => key.startsWith(draftKeyPrefix))
    .forEach((key) => localStorage.removeItem(key));
}

/**
 * The document as the editor keeps it: the local copy follows every change (under the design's id
 * once the first save gave it one, so the latest copy of the article's).
 */
export function savedDoc(articleId: number): DesignDoc {
  const copies = Object.keys(localStorage)
    .filter((key) => key.startsWith(`${draftKeyPrefix}${articleId}.`))
    .map((key) => readDraft(articleId, storyTemplate(articleId).id, key.split('.').at(-1) ?? null))
    .filter((draft) => draft !== null)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const draft = copies[0];
  if (!draft) throw new Error('The editor keeps a local copy');
  return draft.doc;
}

/** Puts a design in progress in the local copy, as a reload after a crash finds it. */
export function restoreDraft(
  articleId: number,
  commands: (template: Template) => DesignCommand[],
  library: PhotoAsset[],
) {
  const template = storyTemplate(articleId);
  const doc = commands(template).reduce(
    (current, command) => applyCommand(template, current, command),
    createDesignDoc(template),
  );
  writeDraft({ articleId, templateId: template.id, designId: null, revision: null, doc, library });
}

/** Waits until every page canvas on screen (one, or two in a spread) has drawn its photos. */
export async function canvasReady(root: HTMLElement) {
  await waitFor(
    () => {
      const ready = [...root.querySelectorAll('[data-testid="page-canvas"]')].map((canvas) =>
        canvas.getAttribute('data-ready'),
      );
      return expect(ready.length > 0 && ready.every((value) => value === 'true')).toBe(true);
    },
    // Photos load through the mock service worker, slowly when CI runs many browsers at once.
    { timeout: 10_000 },
  );
}

/**
 * How long a save may take: it draws the first page's preview, uploads it and writes the design,
 * which takes seconds when the machine runs many browser tests at once.
 */
export const saveTimeout = 15_000;

/** Autosave done (the status says `savedText`): a screenshot now shows a settled editor. */
export async function designSaved(root: HTMLElement, savedText: string) {
  await expect(
    await within(root).findByText(savedText, {}, { timeout: saveTimeout }),
  ).toBeVisible();
}

/** Nothing on the screen is wider than the phone it is on. */
export async function expectFitsPhoneWidth(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>('[data-story-root]') ?? canvasElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

/**
 * The client position of a template slot's centre on the page drawn in `root` (the editor, or one
 * page of a spread), and the canvas element there.
 */
export function slotCentre(root: ParentNode, template: Template, slot: TemplatePhotoSlot) {
  const canvas = root.querySelector('[data-testid="page-canvas"] canvas');
  if (!(canvas instanceof HTMLCanvasElement)) throw new Error('No page canvas');
  const box = canvas.getBoundingClientRect();
  const scale = box.width / (template.print_size_mm.width + template.bleed_mm * 2);
  return {
    canvas,
    x: box.left + (template.bleed_mm + slot.x_mm + slot.width_mm / 2) * scale,
    y: box.top + (template.bleed_mm + slot.y_mm + slot.height_mm / 2) * scale,
  };
}

/** The client position of the centre of the collage's slot `slotIndex` on its drawn page. */
export function collageSlot(root: ParentNode, slotIndex: number) {
  const template = storyTemplate(collage);
  const slot = template.pages[0]?.photo_slots[slotIndex];
  if (!slot) throw new Error('The collage has fewer slots');
  return slotCentre(root, template, slot);
}

/** The next animation frame (Konva draws in it). */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until the editor has settled: a second without a commit on `commits` (a Profiler's count),
 * so pictures, fonts and autosave are done before a story counts the renders of a gesture. On a
 * busy machine a picture can arrive late; a shorter quiet spell let one land mid-gesture.
 */
export async function editorSettled(commits: { count: number }) {
  await waitFor(
    async () => {
      const before = commits.count;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await expect(commits.count).toBe(before);
    },
    { timeout: 20_000 },
  );
}

/** A mouse's pointer event at a client position, with the buttons held. */
export const mousePointer = (x: number, y: number, buttons: number): PointerEventInit => ({
  bubbles: true,
  cancelable: true,
  composed: true,
  clientX: x,
  clientY: y,
  pointerId: 1,
  pointerType: 'mouse',
  isPrimary: true,
  button: 0,
  buttons,
});

/**
 * A mouse drag on the canvas as the browser reports it: press, move in steps, release. `watch`
 * is told when the button is down and when the moves are over, before the release (a story
 * counts what rendered in between).
 */
export async function dragOnCanvas(
  from: { canvas: Element; x: number; y: number },
  to: { x: number; y: number },
  watch: { pressed?: () => void; moved?: () => void } = {},
) {
  // Konva starts a drag on the node's press and follows the window's moves and release.
  from.canvas.dispatchEvent(new PointerEvent('pointerdown', mousePointer(from.x, from.y, 1)));
  from.canvas.dispatchEvent(new MouseEvent('mousedown', mousePointer(from.x, from.y, 1)));
  await nextFrame();
  watch.pressed?.();
  for (let step = 1; step <= 8; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 8;
    const y = from.y + ((to.y - from.y) * step) / 8;
    window.dispatchEvent(new PointerEvent('pointermove', mousePointer(x, y, 1)));
    window.dispatchEvent(new MouseEvent('mousemove', mousePointer(x, y, 1)));
    await nextFrame();
  }
  watch.moved?.();
  window.dispatchEvent(new PointerEvent('pointerup', mousePointer(to.x, to.y, 0)));
  window.dispatchEvent(new MouseEvent('mouseup', mousePointer(to.x, to.y, 0)));
  await nextFrame();
}

/**
 * What the print check says now: opens its panel from the header's count, reads each warning
 * and closes it again with Escape (the count takes the focus back).
 */
export async function printCheckMessages(root: HTMLElement, heading: string): Promise<string[]> {
  await userEvent.click(within(root).getByTestId('print-check'));
  const panel = await within(document.body).findByRole('dialog', { name: heading });
  const messages = within(panel)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  return messages;
}
