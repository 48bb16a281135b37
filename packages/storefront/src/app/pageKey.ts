import type { ShownResolution } from './pageResolution.ts';
import { loadedScreen } from './screens.ts';

/**
 * The page a resolution shows, for PageView to mount a new page body only when it changes: the
 * path with its query, unless the route's screen says which of its URLs are the same page.
 */
export function pageKeyOf(resolution: ShownResolution, path: string): string {
  if (resolution.kind !== 'page') return path;
  const { match } = resolution;
  const pageKey = loadedScreen(match.route.name)?.pageKey;
  return pageKey ? `${match.route.name} ${pageKey(match)}` : path;
}
