import { brandOfShop, type Ticket } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { db, nextId } from '../db.ts';
import type { CustomerFixture } from '../fixtures/customers.ts';
import type { TicketFixture } from '../fixtures/tickets.ts';
import { paginate } from '../present/pagination.ts';
import { forbidden, invalid, notFound } from '../routing/errors.ts';
import { ticketTextIn } from '../present/localized.ts';
import { route } from '../routing/route.ts';

/** A ticket in the call's language: the seeded conversations are translated, customers' own words are not. */
function presentTicket(base: string, ticket: TicketFixture, language: string | undefined): Ticket {
  return {
    id: ticket.id,
    subject: ticketTextIn(ticket.subject, language),
    status: ticket.status,
    order_number: ticket.order_number,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
    messages: ticket.messages.map((message) => ({
      ...message,
      body: ticketTextIn(message.body, language),
      attachments: (message.attachments ?? []).map((attachment) => ({
        name: attachment.name,
        url: attachment.url.startsWith('/') ? `${base}${attachment.url}` : attachment.url,
      })),
    })),
  };
}

function requireTicketsAllowed(customer: CustomerFixture): void {
  if (!customer.permissions.accounts_tickets) throw forbidden('This account cannot use tickets');
}

function ownTicket(id: number, customer: CustomerFixture): TicketFixture {
  requireTicketsAllowed(customer);
  const ticket = db.tickets.find(
    (candidate) => candidate.id === id && candidate.customer_id === customer.id,
  );
  if (!ticket) throw notFound(`Ticket ${id}`);
  return ticket;
}

/** A message id unique across tickets. */
function nextMessageId(): number {
  return (
    Math.max(0, ...db.tickets.flatMap((ticket) => ticket.messages.map((message) => message.id))) + 1
  );
}

/** The message as customer service reads it: the quote's details and the photo come with it. */
function contactMessageOf(input: {
  message: string;
  product?: string | undefined;
  quantity?: number | undefined;
  wanted_by?: string | undefined;
  attachment_url?: string | undefined;
}): string {
  const details = [
    input.product === undefined ? null : `Product: ${input.product}`,
    input.quantity === undefined ? null : `Quantity: ${input.quantity}`,
    input.wanted_by === undefined ? null : `Wanted by: ${input.wanted_by}`,
    input.attachment_url === undefined ? null : `Photo: ${input.attachment_url}`,
  ].filter((line) => line !== null);
  return [input.message, ...details].join('\n');
}

export const ticketHandlers: HttpHandler[] = [
  route('tickets.list', ({ input, base, language, requireCustomer }) => {
    const customer = requireCustomer();
    requireTicketsAllowed(customer);
    const tickets = db.tickets
      .filter(
        (ticket) =>
          ticket.customer_id === customer.id &&
          (input.status === undefined || ticket.status === input.status) &&
          brandOfShop(ticket.shop) === input.brand,
      )
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    const { items, pagination } = paginate(tickets, input.page, input.per_page);
    return {
      tickets: items.map((ticket) => {
        const { messages: _messages, ...summary } = presentTicket(base, ticket, language);
        return summary;
      }),
      pagination,
    };
  }),

  route('tickets.get', ({ input, base, language, requireCustomer }) => {
    const ticket = ownTicket(input.ticket_id, requireCustomer());
    if (brandOfShop(ticket.shop) !== input.brand) throw notFound(`Ticket ${input.ticket_id}`);
    return { ticket: presentTicket(base, ticket, language) };
  }),

  route('tickets.create', ({ input, base, language, requireCustomer }) => {
    const customer = requireCustomer();
    requireTicketsAllowed(customer);
    const order = input.order_number
      ? db.orders.find(
          (candidate) =>
            candidate.number === input.order_number && candidate.customer_id === customer.id,
        )
      : undefined;
    if (input.order_number && !order)
      throw invalid('No order of yours has this number', { order_number: 'Unknown order' });
    const now = new Date().toISOString();
    const ticket: TicketFixture = {
      id: nextId('ticket'),
      customer_id: customer.id,
      email: customer.email,
      shop: order?.shop ?? (input.brand === 'second' ? 'TZ-ES' : 'WPX-ES'),
      name: `${customer.first_name} ${customer.last_name}`,
      phone: null,
      subject: input.subject,
      channel: 'formContact',
      order_number: order?.number ?? null,
      status: 'PENDING',
      created_at: now,
      updated_at: now,
      messages: [
        {
          id: nextMessageId(),
          author: 'CUSTOMER',
          body: input.body,
          attachments: input.attachment_url
            ? [{ name: input.attachment_name ?? 'photo', url: input.attachment_url }]
            : [],
          created_at: now,
        },
      ],
    };
    db.tickets.push(ticket);
    return { ticket: presentTicket(base, ticket, language) };
  }),

  route('tickets.reply', ({ input, base, language, requireCustomer }) => {
    const ticket = ownTicket(input.ticket_id, requireCustomer());
    const now = new Date().toISOString();
    ticket.messages.push({
      id: nextMessageId(),
      author: 'CUSTOMER',
      body: input.body,
      created_at: now,
    });
    if (ticket.status === 'RESOLVED') ticket.status = 'PENDING';
    ticket.updated_at = now;
    return { ticket: presentTicket(base, ticket, language) };
  }),

  route('tickets.archive', ({ input, base, language, requireCustomer }) => {
    const ticket = ownTicket(input.ticket_id, requireCustomer());
    ticket.status = 'ARCHIVED';
    ticket.updated_at = new Date().toISOString();
    return { ticket: presentTicket(base, ticket, language) };
  }),
];

export const contactHandlers: HttpHandler[] = [
  route('contact.send', ({ input, customer }) => {
    if (customer && !customer.permissions.accounts_tickets)
      throw forbidden('This account cannot open tickets');
    const now = new Date().toISOString();
    const ticket: TicketFixture = {
      id: nextId('ticket'),
      customer_id: customer?.id ?? null,
      email: input.email,
      shop: 'WPX-ES',
      name: input.name,
      phone: input.phone ?? null,
      subject: input.subject,
      channel: input.channel,
      order_number: input.order_number ?? null,
      status: 'PENDING',
      created_at: now,
      updated_at: now,
      messages: [
        { id: nextMessageId(), author: 'CUSTOMER', body: contactMessageOf(input), created_at: now },
      ],
    };
    db.tickets.push(ticket);
    return { ticket_id: ticket.id };
  }),
];
