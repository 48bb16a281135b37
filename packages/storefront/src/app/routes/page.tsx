import { catalogueQueries, CmsPageScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('page', {
  props: ({ params }) => ({ slug: params.slug }),
  subject: ({ slug }, client) => catalogueQueries.cmsPage(client, slug),
  render: ({ slug }) => <CmsPageScreen key={slug} slug={slug} />,
});
