import { catalogueQueries, CmsPageScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

/** The brand's story is the CMS page `about-us`: the same content the catch-all page would show. */
const slug = 'about-us';

export default defineRoute('aboutUs', {
  props: () => ({ slug }),
  subject: (_props, client) => catalogueQueries.cmsPage(client, slug),
  render: () => <CmsPageScreen slug={slug} />,
});
