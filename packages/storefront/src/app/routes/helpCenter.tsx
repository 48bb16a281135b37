import { hrefOf } from '@shop/domain';
import {
  helpCenterData,
  HelpCenterScreen,
} from '@shop/ui/features/screens/HelpCenterScreen/HelpCenterScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('helpCenter', {
  // The search lives in the URL, so a shared link shows the same results.
  props: ({ query }) => ({ query: query.query ?? '' }),
  data: helpCenterData,
  render: ({ query }, { match, navigate }) => (
    <HelpCenterScreen
      query={query}
      onSearch={(next) =>
        navigate(hrefOf(match.countrySite, 'helpCenter', {}, next ? { query: next } : {}))
      }
    />
  ),
});
