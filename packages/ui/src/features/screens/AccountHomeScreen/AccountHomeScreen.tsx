import type { SessionCustomer } from '@shop/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { accountHomeBlocksOf } from '../../data/accountHomeQueries.ts';
import { useScreenData } from '../../data/screenData.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { accountHomeData } from './accountHomeData.ts';
import { OpenTickets, RecentOrders, SavedDesigns } from './HomeBlocks.tsx';

export interface AccountHomeScreenProps {
  customer: SessionCustomer;
}

/**
 * The account area's home: a greeting, then the latest orders, the open tickets and the latest
 * saved designs of this brand's shops, each with a link to its page: only the blocks of the
 * pages this customer may open (as the account navigation lists them).
 */
export function AccountHomeScreen({ customer }: AccountHomeScreenProps) {
  const { t } = useTranslation('account');
  const reads = useScreenData(accountHomeData, { customer });
  const blocks = {
    orders: <RecentOrders read={reads.orders} />,
    tickets: <OpenTickets read={reads.tickets} />,
    designs: <SavedDesigns read={reads.designs} />,
  };
  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1} size="xlarge">
          {t('home.greeting', { name: customer.first_name })}
        </Heading>
        <Text tone="muted">{customer.email}</Text>
      </Stack>
      {accountHomeBlocksOf(customer).map((block) => (
        <Fragment key={block}>{blocks[block]}</Fragment>
      ))}
    </div>
  );
}
