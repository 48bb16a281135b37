import { NewsletterScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('newsletter', {
  props: () => ({}),
  render: () => <NewsletterScreen />,
});
