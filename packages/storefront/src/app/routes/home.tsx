import { HomeScreen, homeHeroImage, prefetchHomePage } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('home', {
  props: () => ({}),
  prefetch: (_, reads) => prefetchHomePage(reads),
  render: (_, { origin }) => <HomeScreen origin={origin} />,
  preloadImages: [homeHeroImage],
});
