import { listModes, type ListMode } from '@shop/domain';
import { DesignsScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';
import { pageOf, paramOf } from './queryValues.ts';

/** `?list_mode=LANDING` lets campaigns open the article's landing view; the gallery otherwise. */
function listModeOf(value: unknown): ListMode | undefined {
  return listModes.find((mode) => mode === value);
}

export const screen: ScreenEntry = {
  render: ({ match }) => (
    <DesignsScreen
      key={paramOf(match, 'article_id')}
      slug={paramOf(match, 'slug')}
      articleId={Number(match.params.article_id)}
      listMode={listModeOf(match.query.list_mode)}
      initialPage={pageOf(match)}
    />
  ),
  prefetch: DesignsScreen.prefetch,
  isNotFound: DesignsScreen.isNotFound,
};
