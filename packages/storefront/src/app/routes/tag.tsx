import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { TagScreen, tagData } from '@shop/ui/features/screens/TagScreen/TagScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('tag', {
  props: ({ params, query }) => ({ slug: params.slug, page: query.page }),
  // An unknown tag is the page's 404; the tag page is also the screen's one read.
  subject: ({ slug, page }, client) => catalogueQueries.tagPage(client, slug, page),
  data: tagData,
  render: (props, { origin }) => <TagScreen key={props.slug} {...props} origin={origin} />,
});
