import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db.ts';
import { mockErrorCodes } from '../routing/errors.ts';
import { hasInvoice, orderInvoicePdfPath, paymentPagePath } from '../store/orders.ts';
import { invoicePdfPath } from './foticos.ts';

/** A one-page PDF saying which invoice it stands for: enough for a download link to open something. */
function invoicePdf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

export const documentHandlers: HttpHandler[] = [
  http.get(`*${invoicePdfPath}/:file`, ({ params }) => {
    const number = decodeURIComponent(String(params.file)).replace(/\.pdf$/, '');
    if (!db.invoices.some((invoice) => invoice.number === number))
      return HttpResponse.json(
        { error: { error_code: mockErrorCodes.notFound, message: 'Invoice not found' } },
        { status: 404 },
      );
    return new HttpResponse(invoicePdf(`Invoice ${number}`), {
      headers: { 'content-type': 'application/pdf' },
    });
  }),

  http.get(`*${orderInvoicePdfPath}/:file`, ({ params }) => {
    const number = decodeURIComponent(String(params.file)).replace(/\.pdf$/, '');
    const order = db.orders.find((candidate) => candidate.number === number);
    if (!order || !hasInvoice(order))
      return HttpResponse.json(
        { error: { error_code: mockErrorCodes.notFound, message: 'Invoice not found' } },
        { status: 404 },
      );
    return new HttpResponse(invoicePdf(`Invoice of order ${number}`), {
      headers: { 'content-type': 'application/pdf' },
    });
  }),

  /**
   * The payment page online methods redirect to: it pays the order at once and sends the
   * customer back to the shop's return URL with the order's public id.
   */
  http.get(`*${paymentPagePath}/:publicId`, ({ request, params }) => {
    const order = db.orders.find((candidate) => candidate.public_id === params.publicId);
    if (!order)
      return HttpResponse.json(
        { error: { error_code: mockErrorCodes.notFound, message: 'Order not found' } },
        { status: 404 },
      );
    order.payment.status = 'PAID';
    if (order.status_code === 4) order.status_code = 0;
    const returnUrl = new URL(request.url).searchParams.get('return_url');
    if (!returnUrl) return HttpResponse.text(`Order ${order.number} paid`);
    const target = new URL(returnUrl);
    target.searchParams.set('public_id', order.public_id);
    return new HttpResponse(null, { status: 302, headers: { location: target.toString() } });
  }),
];
