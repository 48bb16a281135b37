import { NewsletterScreen } from '@shop/ui/features/screens/NewsletterScreen/NewsletterScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('newsletter', {
  props: () => ({}),
  render: () => <NewsletterScreen />,
});
