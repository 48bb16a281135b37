import { z } from 'zod';
import {
  paymentStatuses,
  paymentTypes,
  projectScopes,
  sortOrders,
} from '../../vocabulary/index.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  brandScopeShape,
  dateFilterSchema,
  dateTimeSchema,
  emptyRequestSchema,
  idSchema,
  moneySchema,
  pageRequestShape,
  paginationSchema,
  publicIdSchema,
  triStateFilterSchema,
  urlSchema,
} from '../schemas/common.ts';
import { designSchema } from './designs.ts';
import {
  foticosDisplayNameSchema,
  ibanSchema,
  websiteSchema,
} from '../../validation/inputRules.ts';

const invoiceSchema = z.object({
  id: idSchema,
  number: z.string().min(1),
  issued_at: dateTimeSchema,
  total: moneySchema,
  status: z.enum(paymentStatuses),
  payment_type: z.enum(paymentTypes),
  pdf_url: urlSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

const commissionSchema = z.object({
  id: idSchema,
  order_number: z.string().min(1),
  design_id: publicIdSchema,
  design_name: z.string(),
  amount: moneySchema,
  status: z.enum(paymentStatuses),
  created_at: dateTimeSchema,
});
export type Commission = z.infer<typeof commissionSchema>;

/** A foticos account's public profile and where its commissions are paid. */
const foticosConfigSchema = z.object({
  display_name: z.string().min(1),
  slug: z.string().min(1),
  bio: z.string(),
  website: urlSchema.nullable(),
  commission_percent: z.number().min(0).max(100),
  iban: z.string().nullable(),
  holder: z.string().nullable(),
});
export type FoticosConfig = z.infer<typeof foticosConfigSchema>;

const adminDesignSchema = designSchema.omit({ document: true }).extend({
  published: z.boolean(),
  sales_count: z.int().nonnegative(),
});
export type AdminDesign = z.infer<typeof adminDesignSchema>;

export const invoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/invoices',
    access: 'foticos',
    summary: 'Invoices, filtered by period and paid state (/accounts/invoices).',
    request: z.object({
      date_filter: dateFilterSchema.default('without'),
      paid: triStateFilterSchema.default('ALL'),
      /** Only the invoices of this brand's shops. */
      ...brandScopeShape,
      ...pageRequestShape,
    }),
    response: z.object({ invoices: z.array(invoiceSchema), pagination: paginationSchema }),
  }),
};

export const foticosEndpoints = {
  listCommissions: defineEndpoint({
    method: 'GET',
    path: '/foticos/commissions',
    access: 'foticos',
    summary:
      'Commissions earned on sold designs, with pending and paid totals (/accounts/commissions).',
    request: z.object({
      date_filter: dateFilterSchema.default('without'),
      /** Only the commissions on orders of this brand's shops. */
      ...brandScopeShape,
      ...pageRequestShape,
    }),
    response: z.object({
      commissions: z.array(commissionSchema),
      totals: z.object({ pending: moneySchema, paid: moneySchema }),
      pagination: paginationSchema,
    }),
  }),
  getConfig: defineEndpoint({
    method: 'GET',
    path: '/foticos/config',
    access: 'foticos',
    summary: 'The foticos account configuration (/accounts/config).',
    request: emptyRequestSchema,
    response: z.object({ config: foticosConfigSchema }),
  }),
  updateConfig: defineEndpoint({
    method: 'POST',
    path: '/foticos/config',
    access: 'foticos',
    summary: 'Change the configuration; the commission percentage is read-only.',
    request: z.object({
      display_name: foticosDisplayNameSchema,
      bio: z.string().max(fieldLimits.foticosBio).default(''),
      website: z.nullable(websiteSchema).default(null),
      iban: z.nullable(ibanSchema).default(null),
      holder: z.string().trim().min(1).max(fieldLimits.accountHolder).nullable().default(null),
    }),
    response: z.object({ config: foticosConfigSchema }),
  }),
  listDesigns: defineEndpoint({
    method: 'GET',
    path: '/foticos/designs',
    access: 'foticos',
    summary:
      "The account's designs for sale, by scope and published state (/accounts/designs/admin).",
    request: z.object({
      scope: z.enum(projectScopes).optional(),
      published: triStateFilterSchema.default('ALL'),
      sort: z.enum(sortOrders).default('DATE_LAST_MODIFICATION'),
      ...pageRequestShape,
    }),
    response: z.object({ designs: z.array(adminDesignSchema), pagination: paginationSchema }),
  }),
  updateDesign: defineEndpoint({
    method: 'POST',
    path: '/foticos/designs/{design_id}',
    access: 'foticos',
    summary: 'Publish, unpublish, rename or rescope a design.',
    request: z.object({
      design_id: publicIdSchema,
      published: z.boolean().optional(),
      name: z.string().trim().min(1).max(120).optional(),
      scope: z.enum(projectScopes).optional(),
    }),
    response: z.object({ design: adminDesignSchema }),
  }),
};
