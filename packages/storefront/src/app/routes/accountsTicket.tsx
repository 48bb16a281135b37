import { accountTicketQueries, AccountTicketScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsTicket', {
  props: ({ params }) => ({ ticketId: params.ticket_id }),
  // Another customer's ticket or an unknown id answers 404 from the product API: the page's 404.
  subject: ({ ticketId }, client) => accountTicketQueries.ticket(client, ticketId),
  render: ({ ticketId }) => <AccountTicketScreen key={ticketId} ticketId={ticketId} />,
});
