import { pageCountState } from './pages.ts';
import type { DesignDoc, Template } from './types.ts';

/**
 * What one product of the design costs, as the cart will charge it: the template's base price,
 * and for a book each sheet beyond its fewest pages at the sheet price. Null when the template
 * does not say.
 */
export function designUnitPrice(
  template: Template,
  doc: DesignDoc,
): NonNullable<Template['pricing']>['base'] | null {
  const pricing = template.pricing;
  if (!pricing) return null;
  const extraSheets = pageCountState(template, doc)?.extraSheets ?? 0;
  const sheet = pricing.per_extra_sheet?.amount ?? 0;
  const amount = Math.round((pricing.base.amount + extraSheets * sheet) * 100) / 100;
  return { amount, currency: pricing.base.currency };
}
