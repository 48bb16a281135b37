import {
  OffersScreen,
  prefetchOffersPage,
} from '@shop/ui/features/screens/OffersScreen/OffersScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('offers', {
  props: () => ({}),
  prefetch: (_, reads) => prefetchOffersPage(reads),
  render: () => <OffersScreen />,
});
