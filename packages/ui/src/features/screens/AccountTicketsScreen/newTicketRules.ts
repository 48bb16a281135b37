import { ticketBodySchema, ticketSubjectSchema } from '@shop/domain';
import { z } from 'zod/mini';

/**
 * The API's own rules for subject and message; the order is chosen from the customer's orders.
 * Loaded apart from the page (see `FormRules`).
 */
export const newTicketSchema = z.object({
  subject: ticketSubjectSchema,
  body: ticketBodySchema,
  order_number: z.string(),
});
