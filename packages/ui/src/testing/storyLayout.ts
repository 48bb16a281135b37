// Measurements play functions assert on: what a screenshot shows, said in numbers a test can
// check in every brand and language.

/** Lines the element's text takes: the distinct tops of its line boxes. */
export function textLines(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
}

/** Whether the element's content runs past its right edge, so it would scroll sideways. */
export function overflowsSideways(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/** Whether `inner` lies within `outer`'s box (to the pixel). */
export function fitsWithin(inner: Element, outer: Element): boolean {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return (
    a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1
  );
}
