import type { Plugin } from 'vite';
import { renderPicture } from './render.ts';
import { devServerPicturesPath, pictureRequestOf } from './request.ts';

/**
 * @public Vite plugin for Storybook and its story tests (`.storybook/main.ts`, checked by
 * `knip.root.json`): draws the mock pictures the browser's mock worker asks for
 * (`renderInBrowser.ts`) with sharp, in the dev server's Node process.
 */
export function mockPictures(): Plugin {
  return {
    name: 'shop-mock-pictures',
    configureServer(server) {
      server.middlewares.use(devServerPicturesPath, (req, res) => {
        const found = pictureRequestOf(new URL(req.url ?? '/', 'http://dev-server'));
        if ('problems' in found) {
          res.statusCode = 400;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ problems: found.problems }));
          return;
        }
        renderPicture(found.request).then(
          ({ bytes, contentType }) => {
            res.setHeader('content-type', contentType);
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
            res.end(bytes);
          },
          (error: unknown) => {
            res.statusCode = 500;
            res.end(String(error));
          },
        );
      });
    },
  };
}
