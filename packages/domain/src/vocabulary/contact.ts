/** Ways a customer reaches customer service. */
export const contactChannels = [
  'helpCenter',
  'formContact',
  'formContactRequestBudget',
  'chat',
] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** Where related content is placed: ERROR_PAGE is the 404 screen's block. */
export const errorPageContentPlacements = ['ERROR_PAGE', 'SEARCH_PAGE', 'CART'] as const;
export type ErrorPageContentPlacement = (typeof errorPageContentPlacements)[number];
