import { adultBirthdateSchema, customerEmailSchema } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from './zodMessages.ts';

const today = () => new Date('2026-11-22T12:00:00Z');

/**
 * The rules of Form's stories, loaded apart from the story as a page loads a form's rules (see
 * `FormRules`): the domain's e-mail and adult-birthdate validators, plus local rules.
 */
export const contactSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1)), customerEmailSchema),
  name: z.string().check(z.trim(), z.minLength(2)),
  birthdate: z.pipe(
    z.string().check(z.minLength(1)),
    adultBirthdateSchema({ now: today, timeZone: 'UTC' }),
  ),
  country: z.enum(['ES', 'PL', 'PT']),
  shipmentMode: z.enum(['ADDRESS', 'PICKPOINT']),
  pickpoint: z.string().check(z.minLength(1)),
  giftMessage: z.string().check(z.maxLength(120)),
  terms: z
    .boolean()
    .check(z.refine((accepted) => accepted, { message: messageKey('errors.accept') })),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
