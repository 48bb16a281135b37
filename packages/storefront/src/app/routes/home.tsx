import { HomeScreen, homeHeroImage, prefetchHomePage } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('home', {
  props: () => ({}),
  prefetch: (_, reads) => prefetchHomePage(reads),
  render: () => <HomeScreen />,
  preloadImages: [homeHeroImage],
});
