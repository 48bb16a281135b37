import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import {
  DesignsScreen,
  designsData,
} from '@shop/ui/features/screens/DesignsScreen/DesignsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('designs', {
  // `?list_mode=LANDING` lets campaigns open the article's landing view; the gallery otherwise.
  props: ({ params, query }) => ({
    slug: params.slug,
    articleId: params.article_id,
    listMode: query.list_mode,
    initialPage: query.page,
  }),
  // An unknown article is the page's 404; the gallery's reads are the screen's.
  subject: ({ articleId }, client) => catalogueQueries.article(client, articleId),
  data: designsData,
  render: (props, { origin }) => <DesignsScreen key={props.articleId} {...props} origin={origin} />,
});
