import type { SessionCustomer } from '@shop/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { accountHomeBlocksOf, accountHomeQueries } from '../../data/accountHomeQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { OpenTickets, RecentOrders, SavedDesigns } from './HomeBlocks.tsx';

export interface AccountHomeScreenProps {
  customer: SessionCustomer;
}

/** What the account home reads: the blocks this customer may see, from this brand's shops. */
export const accountHomeData = screenData(
  ({ customer }: { customer: SessionCustomer | null }, { client, countrySite }) => {
    const blocks = customer ? accountHomeBlocksOf(customer) : [];
    const { brand } = countrySite;
    return {
      orders: blocks.includes('orders') ? accountHomeQueries.orders(client, brand) : undefined,
      tickets: blocks.includes('tickets') ? accountHomeQueries.tickets(client, brand) : undefined,
      designs: blocks.includes('designs') ? accountHomeQueries.designs(client, brand) : undefined,
    };
  },
);

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
