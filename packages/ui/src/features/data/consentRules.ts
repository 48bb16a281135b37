import { z } from 'zod/mini';
import { messageKey } from '../../design-system/forms/zodMessages.ts';

/**
 * A tick box that must be ticked: the privacy consent the product API requires on the newsletter
 * and contact forms. Only the forms' rules modules, loaded apart from the page, import it.
 */
export const consentSchema = z
  .boolean()
  .check(z.refine(Boolean, { message: messageKey('errors.accept') }));
