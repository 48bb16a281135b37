import { describe, expect, it } from 'vitest';
import { illustrationFor, inSiteHref } from './errorPageVariants.ts';

function clickOn(html: string, init: MouseEventInit = {}): string | undefined {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-target]') as Element;
  let result: string | undefined = 'not called';
  document.body.addEventListener(
    'click',
    (event) => {
      result = inSiteHref(event);
      event.preventDefault();
    },
    { once: true },
  );
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  return result;
}

describe('inSiteHref', () => {
  it('returns the path of an in-site link, also when the click lands inside it', () => {
    expect(clickOn('<a href="/es-es/contact" data-target>Contact</a>')).toBe('/es-es/contact');
    expect(clickOn('<a href="/es-es/mugs"><span data-target>Mugs</span></a>')).toBe('/es-es/mugs');
  });

  it('ignores links to other sites, new tabs, downloads and fragments', () => {
    expect(clickOn('<a href="https://example.com/" data-target>Partner</a>')).toBeUndefined();
    expect(clickOn('<a href="mailto:help@example.com" data-target>Mail</a>')).toBeUndefined();
    expect(
      clickOn('<a href="/es-es/offers" target="_blank" data-target>Offers</a>'),
    ).toBeUndefined();
    expect(clickOn('<a href="/invoice.pdf" download data-target>Invoice</a>')).toBeUndefined();
    expect(clickOn('<a href="#main-content" data-target>Skip</a>')).toBeUndefined();
  });

  it('ignores modified clicks (open in a new tab or window) and clicks outside links', () => {
    expect(clickOn('<a href="/es-es" data-target>Home</a>', { ctrlKey: true })).toBeUndefined();
    expect(clickOn('<a href="/es-es" data-target>Home</a>', { metaKey: true })).toBeUndefined();
    expect(clickOn('<p data-target>Text</p>')).toBeUndefined();
  });
});

describe('illustrationFor', () => {
  it('keeps 400 and shows 500 for every other error', () => {
    expect(illustrationFor(400)).toBe(400);
    expect(illustrationFor(500)).toBe(500);
    expect(illustrationFor(503)).toBe(500);
  });
});
