/** Who a customer buys as (spec section 3). */
export const customerTypes = ['PERSON', 'COMPANY'] as const;
export type CustomerType = (typeof customerTypes)[number];
