import { describe, expect, it } from 'vitest';
import { documentAssets, documentStart, type ClientAssets } from './pageDocument.ts';

// What a page's head links: in production its own stylesheets are written into it, each still
// named by a disabled link for Vite's preload helper; the chunks wait behind the first paint.

const head = {
  language: 'es',
  title: 'Inicio',
  description: 'La tienda',
  alternates: [],
};

const built: ClientAssets = {
  scripts: ['/assets/entry.js'],
  styles: ['/assets/entry.css', '/assets/Button.css'],
  modulePreloads: ['/assets/shared.js'],
  routes: {
    home: {
      styles: ['/assets/Button.css', '/assets/home.css'],
      modulePreloads: ['/assets/home.js'],
    },
  },
  styleTexts: {
    '/assets/entry.css': 'body{margin:0}',
    '/assets/Button.css': '.button{color:red}',
    '/assets/home.css': '.hero::after{content:"</style><script>"}',
  },
};

describe('a page’s head', () => {
  it('carries the entry’s and the route’s styles in one <style>, in their order, each once', () => {
    const assets = documentAssets(built)('home');
    expect(assets.styles).toEqual(['/assets/entry.css', '/assets/Button.css', '/assets/home.css']);
    expect(assets.inlineStyle).toBe(
      'body{margin:0}\n.button{color:red}\n.hero::after{content:"<\\/style><script>"}',
    );
  });

  it('links no stylesheet the browser would fetch before painting, and names each disabled', () => {
    const html = String(
      documentStart({ head, assets: documentAssets(built)('home'), nonce: 'n0nce' }),
    );
    const headHtml = html.slice(0, html.indexOf('</head>'));
    expect(headHtml.match(/<style>/g)).toHaveLength(1);
    // The text in the style cannot end it early.
    expect(headHtml.match(/<\/style>/g)).toHaveLength(1);
    expect(headHtml).toContain('<\\/style><script>');
    const links = [...headHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/entry.css" disabled />',
      '<link rel="stylesheet" href="/assets/Button.css" disabled />',
      '<link rel="stylesheet" href="/assets/home.css" disabled />',
    ]);
    expect(headHtml.indexOf('<style>')).toBeLessThan(headHtml.indexOf('<script'));
  });

  it('preloads the chunks at low priority, after the entry script with its nonce', () => {
    const html = String(
      documentStart({ head, assets: documentAssets(built)('home'), nonce: 'n0nce' }),
    );
    expect(html).toContain('<script type="module" src="/assets/entry.js" nonce="n0nce"></script>');
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(preloads).toEqual([
      '<link rel="modulepreload" href="/assets/shared.js" fetchpriority="low" />',
      '<link rel="modulepreload" href="/assets/home.js" fetchpriority="low" />',
    ]);
    expect(html.indexOf('<script type="module"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it('links the stylesheets when their text is not at hand (development)', () => {
    const { styleTexts: _, ...development } = built;
    const assets = documentAssets(development)('home');
    expect(assets.inlineStyle).toBeUndefined();
    const html = String(documentStart({ head, assets }));
    expect(html).not.toContain('<style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/home.css" />');
  });

  it('links them too when one of them was not read', () => {
    const { '/assets/home.css': _, ...partial } = built.styleTexts ?? {};
    expect(documentAssets({ ...built, styleTexts: partial })('home').inlineStyle).toBeUndefined();
  });
});
