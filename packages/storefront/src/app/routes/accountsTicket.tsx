import { accountTicketQueries } from '@shop/ui/features/data/ticketQueries.ts';
import {
  AccountTicketScreen,
  accountTicketData,
} from '@shop/ui/features/screens/AccountTicketScreen/AccountTicketScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsTicket', {
  props: ({ params, countrySite }) => ({ brand: countrySite.brand, ticketId: params.ticket_id }),
  // Another customer's ticket, another brand's or an unknown id answers 404 from the product API:
  // the page's 404.
  subject: ({ brand, ticketId }, client) => accountTicketQueries.ticket(client, brand, ticketId),
  data: accountTicketData,
  render: ({ ticketId }) => <AccountTicketScreen key={ticketId} ticketId={ticketId} />,
});
