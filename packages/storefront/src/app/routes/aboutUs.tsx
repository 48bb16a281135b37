import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import {
  CmsPageScreen,
  cmsPageData,
} from '@shop/ui/features/screens/CmsPageScreen/CmsPageScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';
import { cmsPageHead } from '../cmsPageHead.ts';

/**
 * The brand's story is the brand's own CMS page `about-us`: the same content the catch-all page
 * would show, each brand its own.
 */
const slug = 'about-us';

export default defineRoute('aboutUs', {
  props: ({ countrySite }) => ({ brand: countrySite.brand, slug }),
  subject: ({ brand }, client) => catalogueQueries.cmsPage(client, brand, slug),
  data: cmsPageData,
  render: () => <CmsPageScreen slug={slug} />,
  head: cmsPageHead,
});
