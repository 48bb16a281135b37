import type { Commission } from '@shop/domain';

/** One CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The commissions as CSV for a spreadsheet: headers in the page's language, dates as ISO days and
 * amounts with a dot, so every spreadsheet reads them as dates and numbers.
 */
export function commissionsCsv(
  commissions: readonly Commission[],
  headers: Record<'date' | 'order' | 'design' | 'amount' | 'currency' | 'status', string>,
  statusLabel: (status: Commission['status']) => string,
): string {
  const rows = commissions.map((commission) =>
    [
      commission.created_at.slice(0, 10),
      commission.order_number,
      commission.design_name,
      commission.amount.amount.toFixed(2),
      commission.amount.currency,
      statusLabel(commission.status),
    ]
      .map(field)
      .join(','),
  );
  const head = [
    headers.date,
    headers.order,
    headers.design,
    headers.amount,
    headers.currency,
    headers.status,
  ]
    .map(field)
    .join(',');
  return [head, ...rows].join('\r\n') + '\r\n';
}
