import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { DesignScreen } from '@shop/ui/features/screens/DesignScreen/DesignScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('design', {
  props: ({ params }) => ({ slug: params.slug, designId: params.design_id }),
  subject: ({ designId }, client) => catalogueQueries.readyMadeDesign(client, designId),
  // The article the design is printed on gives its price.
  prefetch: async ({ designId }, { client, queryClient }) => {
    const { design } = await queryClient.fetchQuery(
      catalogueQueries.readyMadeDesign(client, designId),
    );
    await queryClient.prefetchQuery(catalogueQueries.article(client, design.article_id));
  },
  render: (props, { origin }) => <DesignScreen key={props.designId} {...props} origin={origin} />,
});
