import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { DesignScreen, designData } from '@shop/ui/features/screens/DesignScreen/DesignScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('design', {
  props: ({ params }) => ({ slug: params.slug, designId: params.design_id }),
  subject: ({ designId }, client) => catalogueQueries.readyMadeDesign(client, designId),
  data: designData,
  render: (props, { origin }) => <DesignScreen key={props.designId} {...props} origin={origin} />,
});
