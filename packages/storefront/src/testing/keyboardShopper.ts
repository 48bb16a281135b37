import type { Locator, Page } from 'playwright-core';

// More presses than any page needs between two controls a shopper uses one after the other.
const maxPresses = 60;

/** Whether the focus is on the element, or inside it for a group. */
const hasFocus = (target: Locator, within: boolean) =>
  target
    .evaluate(
      (element, inside) =>
        inside ? element.contains(document.activeElement) : element === document.activeElement,
      within,
    )
    .catch(() => false);

/**
 * Moves the focus to a control (or into a group) with Tab, or with Shift+Tab when it comes
 * before the focused element, as a keyboard user does; fails when it cannot be reached. The
 * focused control must then be visible, not hidden behind something floating over the page
 * (WCAG 2.4.11).
 */
async function tabTo(page: Page, target: Locator, { within = false } = {}): Promise<void> {
  await target.waitFor();
  const backwards = await target.evaluate((element) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || element.contains(focused)) return false;
    return Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let presses = 0; !(await hasFocus(target, within)); presses += 1) {
    if (presses === maxPresses) throw new Error(`Tab does not reach ${target.toString()}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusUnobscured(page);
}

async function expectFocusUnobscured(page: Page) {
  const obscuredBy = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return null;
    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || focused.contains(hit)) return null;
    // A radio or a checkbox is drawn inside its label, which may take the point.
    if (hit.tagName === 'LABEL' && hit.contains(focused)) return null;
    return hit.outerHTML.slice(0, 120);
  });
  if (obscuredBy) throw new Error(`The focused control is hidden by ${obscuredBy}`);
}

/** Tabs to a text field and types into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a button or a link and presses Enter on it. */
export async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  if ((await checkbox.getAttribute('aria-checked')) !== 'true') await page.keyboard.press('Space');
}

/**
 * Tabs into a radio group (the focus lands on its chosen radio, else its first) and moves to
 * the wanted radio with the arrow keys, which choose it on the way.
 */
export async function chooseRadio(page: Page, group: Locator, radio: Locator): Promise<void> {
  await tabTo(page, group, { within: true });
  for (let presses = 0; !(await hasFocus(radio, false)); presses += 1) {
    if (presses === maxPresses) throw new Error(`Arrows do not reach ${radio.toString()}`);
    await page.keyboard.press('ArrowDown');
  }
  if ((await radio.getAttribute('aria-checked')) !== 'true') await page.keyboard.press('Space');
}
