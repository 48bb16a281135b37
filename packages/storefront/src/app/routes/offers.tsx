import { OffersScreen, offersData } from '@shop/ui/features/screens/OffersScreen/OffersScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('offers', {
  props: () => ({}),
  data: offersData,
  render: () => <OffersScreen />,
});
