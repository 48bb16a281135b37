import { bypass } from 'msw';
import {
  devServerPicturesPath,
  picturePathOf,
  type PictureRequest,
  type RenderedPicture,
} from './request.ts';

/**
 * @public `#pictures/render` in the browser (package.json `imports`, condition `browser`).
 * In the browser (Storybook's mock worker) sharp cannot run: the dev server that serves the stories
 * draws the picture with the same code (`devServer.ts`), so stories show the site's pictures.
 */
export async function renderPicture(request: PictureRequest): Promise<RenderedPicture> {
  const url = new URL(`${devServerPicturesPath}${picturePathOf(request)}`, location.origin);
  const response = await fetch(bypass(url));
  if (!response.ok) throw new Error(`The dev server drew no picture for ${url.pathname}`);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}
