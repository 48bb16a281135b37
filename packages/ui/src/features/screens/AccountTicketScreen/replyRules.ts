import { ticketBodySchema } from '@shop/domain';
import { z } from 'zod/mini';

/** A reply's rules: the API's message body (loaded apart from the page: see `FormRules`). */
export const replySchema = z.object({ body: ticketBodySchema });
