import type { SessionCustomer } from '@shop/domain';
import { accountHomeBlocksOf, accountHomeQueries } from '../../data/accountHomeQueries.ts';
import { screenData } from '../../data/screenData.ts';

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
