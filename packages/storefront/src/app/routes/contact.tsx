import { hrefOf } from '@shop/domain';
import { ContactScreen } from '@shop/ui/features/screens/ContactScreen/ContactScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('contact', {
  // Logged-in customers never get here (redirect-contact-if-logged sends them to their tickets).
  props: ({ query }) => ({ channel: query.channel }),
  // Choosing another form keeps what was typed: the page stays mounted while the URL follows.
  pageKey: () => 'contact',
  render: ({ channel }, { match, navigate }) => (
    <ContactScreen
      channel={channel}
      onChannelChange={(next) =>
        navigate(
          hrefOf(match.countrySite, 'contact', {}, next === 'formContact' ? {} : { channel: next }),
          { replace: true },
        )
      }
    />
  ),
});
