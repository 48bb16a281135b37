import { HelpCenterCategoryScreen, helpCenterQueries } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('helpCenterCategory', {
  props: ({ params }) => ({ categoryId: params.id }),
  subject: ({ categoryId }, client) => helpCenterQueries.category(client, categoryId),
  render: ({ categoryId }, { origin }) => (
    <HelpCenterCategoryScreen key={categoryId} categoryId={categoryId} origin={origin} />
  ),
});
