import {
  HelpCenterCategoryScreen,
  helpCenterCategoryData,
} from '@shop/ui/features/screens/HelpCenterCategoryScreen/HelpCenterCategoryScreen.tsx';
import { helpCenterQueries } from '@shop/ui/features/data/helpCenterQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('helpCenterCategory', {
  props: ({ params }) => ({ categoryId: params.id }),
  subject: ({ categoryId }, client) => helpCenterQueries.category(client, categoryId),
  data: helpCenterCategoryData,
  render: ({ categoryId }, { origin }) => (
    <HelpCenterCategoryScreen key={categoryId} categoryId={categoryId} origin={origin} />
  ),
});
