import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import {
  CmsPageScreen,
  cmsPageData,
} from '@shop/ui/features/screens/CmsPageScreen/CmsPageScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';
import { cmsPageHead } from '../cmsPageHead.ts';

export default defineRoute('page', {
  props: ({ params, countrySite }) => ({ brand: countrySite.brand, slug: params.slug }),
  subject: ({ brand, slug }, client) => catalogueQueries.cmsPage(client, brand, slug),
  data: cmsPageData,
  render: ({ slug }) => <CmsPageScreen key={slug} slug={slug} />,
  head: cmsPageHead,
});
