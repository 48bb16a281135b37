import { UserRequiredActionScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';
import { paramOf } from './queryValues.ts';

export const screen: ScreenEntry = {
  render: ({ match }) => (
    <UserRequiredActionScreen
      publicId={paramOf(match, 'public_id')}
      actionId={paramOf(match, 'user_required_action_public_id')}
    />
  ),
  prefetch: UserRequiredActionScreen.prefetch,
  isNotFound: UserRequiredActionScreen.isNotFound,
};
