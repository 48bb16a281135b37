import { HomeScreen, homeData } from '@shop/ui/features/screens/HomeScreen/HomeScreen.tsx';
import { homeHeroImage } from '@shop/ui/features/screens/HomeScreen/hero/homeHero.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('home', {
  props: () => ({}),
  data: homeData,
  render: (_, { origin }) => <HomeScreen origin={origin} />,
  preloadImages: [homeHeroImage],
});
