import {
  fieldLimits,
  foticosDisplayNameSchema,
  ibanSchema,
  limitedText,
  websiteSchema,
} from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';

/**
 * The settings form: the domain's rules for `foticos.updateConfig`, with empty text for "none";
 * an IBAN needs its holder, since commissions are paid to both together. Loaded apart from the
 * page (see `FormRules`); `configValues.ts` turns the settings into values and back.
 */
export const configSchema = z
  .object({
    display_name: foticosDisplayNameSchema,
    bio: z.string().check(z.maxLength(fieldLimits.foticosBio)),
    website: z.string().check(z.trim()),
    iban: z.string().check(z.trim()),
    holder: limitedText('accountHolder'),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.website !== '' && !websiteSchema.safeParse(values.website).success)
        context.addIssue({
          code: 'custom',
          path: ['website'],
          message: messageKey('foticos:config.websiteInvalid'),
        });
      if (values.iban !== '' && !ibanSchema.safeParse(values.iban).success)
        context.addIssue({
          code: 'custom',
          path: ['iban'],
          message: messageKey('foticos:config.ibanInvalid'),
        });
      if (values.iban !== '' && values.holder === '')
        context.addIssue({
          code: 'custom',
          path: ['holder'],
          message: messageKey('foticos:config.holderRequired'),
        });
    }),
  );
export type ConfigValues = z.input<typeof configSchema>;
export type CheckedConfig = z.output<typeof configSchema>;
