import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { TagScreen } from '@shop/ui/features/screens/TagScreen/TagScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('tag', {
  props: ({ params, query }) => ({ slug: params.slug, page: query.page }),
  subject: ({ slug, page }, client) => catalogueQueries.tagPage(client, slug, page),
  render: (props, { origin }) => <TagScreen key={props.slug} {...props} origin={origin} />,
});
