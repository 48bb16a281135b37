import { catalogueQueries, CmsPageScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('page', {
  props: ({ params }) => ({ slug: params.slug }),
  subject: ({ slug }, client) => catalogueQueries.cmsPage(client, slug),
  render: ({ slug }) => <CmsPageScreen key={slug} slug={slug} />,
  // The CMS names its own pages: its meta title and description, not the generic page name.
  head: ({ slug }, { client, queryClient }) => {
    const page = queryClient.getQueryData(catalogueQueries.cmsPage(client, slug).queryKey)?.page;
    return page
      ? {
          title: page.meta_title || undefined,
          name: page.title,
          description: page.meta_description || undefined,
        }
      : undefined;
  },
});
