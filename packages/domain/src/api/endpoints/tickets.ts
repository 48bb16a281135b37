import { z } from 'zod';
import { brandIds, contactChannels, ticketStatuses } from '../../vocabulary/index.ts';
import { dateStringSchema } from '../../validation/calendarDate.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import {
  requiredText,
  ticketBodySchema,
  ticketSubjectSchema,
} from '../../validation/inputRules.ts';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema } from '../../validation/email.ts';
import {
  brandScopeShape,
  dateTimeSchema,
  idSchema,
  pageRequestShape,
  paginationSchema,
  urlSchema,
} from '../schemas/common.ts';

const ticketStatusSchema = z.enum(ticketStatuses);

const ticketSummarySchema = z.object({
  id: idSchema,
  subject: z.string(),
  status: ticketStatusSchema,
  order_number: z.string().nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

const ticketMessageSchema = z.object({
  id: idSchema,
  author: z.enum(['CUSTOMER', 'SUPPORT']),
  body: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: urlSchema })),
  created_at: dateTimeSchema,
});

const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

const ticketPath = { ticket_id: idSchema };

export const ticketEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/tickets',
    access: 'customer',
    summary: "The customer's tickets, newest first (/accounts/tickets).",
    request: z.object({
      status: ticketStatusSchema.optional(),
      /** Only the tickets opened in this brand's shops. */
      ...brandScopeShape,
      ...pageRequestShape,
    }),
    response: z.object({ tickets: z.array(ticketSummarySchema), pagination: paginationSchema }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/tickets/{ticket_id}',
    access: 'customer',
    summary: "One ticket with its conversation; a ticket of another brand's shops is 404.",
    request: z.object({
      ...ticketPath,
      /** Only a ticket opened in this brand's shops: each storefront opens its own. */
      ...brandScopeShape,
    }),
    response: z.object({ ticket: ticketSchema }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/tickets',
    access: 'customer',
    summary:
      'A logged-in customer opens a ticket, about one of their orders if they name it, with a photo uploaded first through images.upload.',
    request: z.object({
      subject: ticketSubjectSchema,
      body: ticketBodySchema,
      order_number: z.optional(requiredText('orderNumber')),
      /** The URL images.upload answered, and the file's name as the customer chose it. */
      attachment_url: urlSchema.optional(),
      attachment_name: z.string().trim().min(1).max(fieldLimits.attachmentName).optional(),
      /** The brand whose shop the ticket is opened in. */
      brand: z.enum(brandIds).default('main'),
    }),
    response: z.object({ ticket: ticketSchema }),
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/tickets/{ticket_id}/messages',
    access: 'customer',
    summary: 'Answer on a ticket; a RESOLVED ticket goes back to PENDING.',
    request: z.object({ ...ticketPath, body: ticketBodySchema }),
    response: z.object({ ticket: ticketSchema }),
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: '/tickets/{ticket_id}/archive',
    access: 'customer',
    summary: 'Archive a ticket (status ARCHIVED).',
    request: z.object(ticketPath),
    response: z.object({ ticket: ticketSchema }),
  }),
};

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/contact',
    access: 'public',
    summary: 'The contact form (/contact): creates a ticket, for guests too.',
    request: z.object({
      channel: z.enum(contactChannels).default('formContact'),
      name: z.string().trim().min(1).max(fieldLimits.contactName),
      email: emailSchema,
      phone: z.string().trim().max(fieldLimits.phone).optional(),
      order_number: z.string().trim().max(fieldLimits.orderNumber).optional(),
      subject: ticketSubjectSchema,
      message: ticketBodySchema,
      /** The quote request (formContactRequestBudget): what, how many and for when. */
      product: z.string().trim().min(1).max(fieldLimits.quoteProduct).optional(),
      quantity: z.int().positive().max(100000).optional(),
      wanted_by: z.optional(dateStringSchema),
      /** A photo sent with the message (of a damaged product, of the idea): from images.upload. */
      attachment_url: urlSchema.optional(),
      accepts_privacy: z.literal(true),
    }),
    response: z.object({ ticket_id: idSchema }),
  }),
};
