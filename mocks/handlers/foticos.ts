import { brandOfShop, type AdminDesign } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import type { CustomerFixture } from '../fixtures/customers.ts';
import type { DesignFixture } from '../fixtures/designs.ts';
import { buildFoticosConfig, type CommissionFixture } from '../fixtures/foticos.ts';
import { presentDesign } from '../present/designs.ts';
import { designNameIn } from '../present/localized.ts';
import { currencyFor, money } from '../present/money.ts';
import { paginate } from '../present/pagination.ts';
import { forbidden, notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { inPeriod } from '../store/dateFilter.ts';
import { sortDesigns } from './designs.ts';

/** Path under the API base where invoice PDFs are served (see handlers/assets.ts). */
export const invoicePdfPath = '/mock-documents/invoices';

function salesOf(design: DesignFixture): number {
  return db.commissions.filter((commission) => commission.design_id === design.id).length;
}

function presentAdminDesign(base: string, design: DesignFixture, language?: string): AdminDesign {
  const { document: _document, ...rest } = presentDesign(base, design, language);
  return { ...rest, published: design.approved, sales_count: salesOf(design) };
}

/** The sold design's name in the call's language, as the design list shows it. */
function commissionDesignName(commission: CommissionFixture, language: string | undefined): string {
  const design = db.designs.find((candidate) => candidate.id === commission.design_id);
  if (!design || design.name !== commission.design_name) return commission.design_name;
  const article = db.articles.find((candidate) => candidate.id === design.article_id);
  return designNameIn(design, article, language);
}

function configOf(customer: CustomerFixture) {
  let config = db.foticosConfigs.find((candidate) => candidate.customer_id === customer.id);
  if (!config) {
    config = buildFoticosConfig({
      customer_id: customer.id,
      display_name: `${customer.first_name} ${customer.last_name}`,
    });
    db.foticosConfigs.push(config);
  }
  return config;
}

function presentConfig(customer: CustomerFixture) {
  const { customer_id: _customerId, ...config } = configOf(customer);
  return config;
}

export const invoiceHandlers: HttpHandler[] = [
  route('invoices.list', ({ input, base, requireCustomer }) => {
    const customer = requireCustomer();
    if (!customer.permissions.accounts_invoices)
      throw forbidden('This account cannot see invoices');
    const invoices = db.invoices
      .filter(
        (invoice) =>
          invoice.customer_id === customer.id &&
          brandOfShop(invoice.shop) === input.brand &&
          inPeriod(invoice.issued_at, input.date_filter) &&
          (input.paid === 'ALL' || (invoice.status === 'PAID') === (input.paid === 'true')),
      )
      .sort((a, b) => Date.parse(b.issued_at) - Date.parse(a.issued_at));
    const { items, pagination } = paginate(invoices, input.page, input.per_page);
    return {
      invoices: items.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        issued_at: invoice.issued_at,
        total: money(invoice.amount, invoice.currency),
        status: invoice.status,
        payment_type: invoice.payment_type,
        pdf_url: `${base}${invoicePdfPath}/${encodeURIComponent(invoice.number)}.pdf`,
      })),
      pagination,
    };
  }),
];

export const foticosHandlers: HttpHandler[] = [
  route('foticos.listCommissions', ({ input, language, requireCustomer }) => {
    const customer = requireCustomer();
    const commissions = db.commissions
      .filter(
        (commission) =>
          commission.customer_id === customer.id &&
          brandOfShop(commission.shop) === input.brand &&
          inPeriod(commission.created_at, input.date_filter),
      )
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    // Totals in the site's currency, of the commissions earned in it (amounts are never converted).
    const currency = currencyFor(language);
    const sum = (status: 'PENDING' | 'PAID') =>
      commissions
        .filter((commission) => commission.status === status && commission.currency === currency)
        .reduce((total, commission) => total + commission.amount, 0);
    const { items, pagination } = paginate(commissions, input.page, input.per_page);
    return {
      commissions: items.map((commission) => ({
        id: commission.id,
        order_number: commission.order_number,
        design_id: commission.design_id,
        design_name: commissionDesignName(commission, language),
        amount: money(commission.amount, commission.currency),
        status: commission.status,
        created_at: commission.created_at,
      })),
      totals: { pending: money(sum('PENDING'), currency), paid: money(sum('PAID'), currency) },
      pagination,
    };
  }),

  route('foticos.getConfig', ({ requireCustomer }) => ({
    config: presentConfig(requireCustomer()),
  })),

  route('foticos.updateConfig', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    Object.assign(configOf(customer), input);
    return { config: presentConfig(customer) };
  }),

  route('foticos.listDesigns', ({ input, base, language, requireCustomer }) => {
    const customer = requireCustomer();
    const designs = sortDesigns(
      db.designs.filter(
        (design) =>
          design.author_id === customer.id &&
          (input.scope === undefined || design.scope === input.scope) &&
          (input.published === 'ALL' || design.approved === (input.published === 'true')),
      ),
      input.sort,
    );
    const { items, pagination } = paginate(designs, input.page, input.per_page);
    return {
      designs: items.map((design) => presentAdminDesign(base, design, language)),
      pagination,
    };
  }),

  route('foticos.updateDesign', ({ input, base, language, requireCustomer }) => {
    const customer = requireCustomer();
    const design = db.designs.find(
      (candidate) => candidate.id === input.design_id && candidate.author_id === customer.id,
    );
    if (!design) throw notFound(`Design ${input.design_id}`);
    if (input.published !== undefined) design.approved = input.published;
    if (input.name !== undefined) design.name = input.name;
    if (input.scope !== undefined) design.scope = input.scope;
    design.updated_at = new Date().toISOString();
    return { design: presentAdminDesign(base, design, language) };
  }),
];
