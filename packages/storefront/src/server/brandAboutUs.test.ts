import { serve } from '@hono/node-server';
import { brandById } from '@shop/brands';
import { embeddedProductApi, reset } from '@shop/mocks/embedded';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createRenderer } from './render.tsx';
import { brandThemeClasses } from '@shop/ui/design-system/theme/brandThemes.css.ts';

// The real renderer of each brand over the embedded mock product API, through real HTTP: /about-us
// tells each brand's own story (the brand's CMS page), in its heading, its text and its head.

interface Site {
  origin: string;
  close: () => Promise<void>;
}

async function startSite(brandConfig: BrandConfig): Promise<Site> {
  let origin = '';
  const app = createStorefrontServer(brandConfig, {
    render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
    assets: { scripts: [], styles: [] },
    productApi: embeddedProductApi,
    sessionPassword: 'a-test-session-password-of-at-least-32-chars',
    logger: pino({ level: 'silent' }),
    eventSink: () => undefined,
    pageCache: false,
    listeningOrigin: () => origin,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What each brand's /es-es/about-us shows: its own story, in Spanish. */
const stories = {
  main: {
    heading: 'Quiénes somos',
    text: 'Wepix nació en 2004 en una pequeña imprenta de San Fernando de Henares',
    description: 'Cómo nació Wepix, quién hace tus productos y dónde.',
  },
  second: {
    heading: 'Sobre Tazu',
    text: 'Tazu nació en 2016 en un pequeño taller de Valencia',
    description: 'Cómo nació Tazu y quién imprime tus regalos.',
  },
} as const;

describe.each(['main', 'second'] as const)('/es-es/about-us of the %s brand', (brand) => {
  const own = stories[brand];
  const other = stories[brand === 'main' ? 'second' : 'main'];
  let site: Site;
  beforeAll(async () => {
    site = await startSite(brandById(brand));
  });
  afterAll(() => site.close());
  afterEach(() => reset());

  it("shows the brand's own story, and names it in the page's title and description", async () => {
    const response = await fetch(`${site.origin}/es-es/about-us`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(heading).toBe(own.heading);
    expect(html).toContain(own.text);
    expect(html).not.toContain(other.text);
    expect(/<title>(.*?)<\/title>/s.exec(html)?.[1]).toContain(own.heading);
    expect(html).toMatch(
      new RegExp(`<meta name="description" content="${own.description.replace('.', '\\.')}"`),
    );
  });
});
