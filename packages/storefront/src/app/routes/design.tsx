import { DesignScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';
import { paramOf } from './queryValues.ts';

export const screen: ScreenEntry = {
  render: ({ match }) => (
    <DesignScreen
      key={paramOf(match, 'design_id')}
      slug={paramOf(match, 'slug')}
      designId={paramOf(match, 'design_id')}
    />
  ),
  prefetch: DesignScreen.prefetch,
  isNotFound: DesignScreen.isNotFound,
};
