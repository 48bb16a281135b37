import { fieldLimits, getEndpoint, type EndpointName, type FieldWithLimit } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type * as z4 from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { addressStepSchema } from '../fragments/AddressStep/addressStepRules.ts';
import { contactStepSchema } from '../fragments/ContactStep/contactRules.ts';
import { promotionCodeSchema } from '../fragments/PromotionCodeForm/promotionCodeRules.ts';
import { refundDataSchema } from '../fragments/RefundDataForm/refundDataSchema.ts';
import { signUpSchema } from '../fragments/SignUpForm/signUpRules.ts';
import { configSchema } from '../screens/AccountConfigScreen/configSchema.ts';
import { renameSchema } from '../screens/AccountDesignsScreen/renameRules.ts';
import { newAddressSchema } from '../screens/AccountProfileScreen/newAddressRules.ts';
import { personalDataSchema } from '../screens/AccountProfileScreen/personalDataSchema.ts';
import { replySchema } from '../screens/AccountTicketScreen/replyRules.ts';
import { newTicketSchema } from '../screens/AccountTicketsScreen/newTicketRules.ts';
import { contactSchema } from '../screens/ContactScreen/contactRules.ts';
import { credentialsSchema } from '../screens/LoginScreen/loginRules.ts';
import { subscriptionSchema } from '../screens/NewsletterScreen/newsletterRules.ts';
import { requestSchema } from '../screens/PasswordResetScreen/passwordResetRules.ts';
import { trackingLookupSchema } from '../screens/TrackingLookupScreen/trackingLookupRules.ts';
import { unsubscribeSchema } from '../screens/UnsubscribeScreen/unsubscribeRules.ts';

type Path = readonly string[];

/** A form field, the request field of the endpoint the form sends it to, and the shop's limit. */
interface LimitedField {
  form: z4.$ZodType;
  field: Path;
  endpoint: EndpointName;
  request: Path;
  limit: FieldWithLimit;
}

/** A value of `length` characters of the kind the field holds (digits for a phone, an address for an e-mail). */
function valueOf(limit: FieldWithLimit, length: number): string {
  if (limit === 'email') return `${'e'.repeat(Math.max(length - 12, 1))}@example.com`;
  if (limit === 'phone') return '6'.repeat(length);
  return 'x'.repeat(length);
}

function objectAt(path: Path, value: string): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

/** Whether a schema refuses the value at `path` for its length (other fields left out do not count). */
function refusesAsTooLong(schema: z4.$ZodType, path: Path, value: string): boolean {
  const result = safeParse(schema, objectAt(path, value));
  return (result.error?.issues ?? []).some(
    (issue) => issue.code === 'too_big' && issue.path.join('.') === path.join('.'),
  );
}

const searchUpTo = 20_000;

/** The longest value a schema takes at `path` (searched by halving), or Infinity when unbounded. */
function longestTaken(schema: z4.$ZodType, path: Path, limit: FieldWithLimit): number {
  if (!refusesAsTooLong(schema, path, valueOf(limit, searchUpTo))) return Infinity;
  let taken = 1;
  let refused = searchUpTo;
  while (refused - taken > 1) {
    const middle = Math.floor((taken + refused) / 2);
    if (refusesAsTooLong(schema, path, valueOf(limit, middle))) refused = middle;
    else taken = middle;
  }
  return taken;
}

const same = (
  form: z4.$ZodType,
  endpoint: EndpointName,
  fields: ReadonlyArray<readonly [string, FieldWithLimit]>,
): LimitedField[] =>
  fields.map(([name, limit]) => ({ form, field: [name], endpoint, request: [name], limit }));

const addressFields = [
  ['first_name', 'personName'],
  ['last_name', 'personName'],
  ['company_name', 'companyName'],
  ['street', 'street'],
  ['street_number', 'streetNumber'],
  ['additional', 'additionalAddressLine'],
  ['postcode', 'postcode'],
  ['city', 'city'],
  ['province', 'province'],
  ['phone', 'phone'],
] as const;

const formsAndEndpoints: Record<string, LimitedField[]> = {
  'sign-up': same(signUpSchema, 'auth.register', [
    ['email', 'email'],
    ['first_name', 'personName'],
    ['last_name', 'personName'],
  ]),
  login: same(credentialsSchema, 'auth.login', [['email', 'email']]),
  'password reset': same(requestSchema, 'auth.requestPasswordReset', [['email', 'email']]),
  'checkout contact step': same(contactStepSchema('ES'), 'checkout.setContact', [
    ['email', 'email'],
    ['first_name', 'personName'],
    ['last_name', 'personName'],
    ['phone', 'phone'],
    ['company_name', 'companyName'],
    ['tax_id', 'taxId'],
  ]),
  'checkout address step': addressFields.flatMap(([name, limit]) => [
    {
      form: addressStepSchema,
      field: ['delivery', name],
      endpoint: 'checkout.setAddress',
      request: ['address', name],
      limit,
    },
    {
      form: addressStepSchema,
      field: ['billing', name],
      endpoint: 'checkout.setAddress',
      request: ['billing_address', name],
      limit,
    },
  ]),
  'saved address': same(
    newAddressSchema,
    'customers.createAddress',
    addressFields.filter(([name]) => name in newAddressSchema.def.shape),
  ),
  'personal data': same(personalDataSchema(), 'customers.updateProfile', [
    ['first_name', 'personName'],
    ['last_name', 'personName'],
    ['company_name', 'companyName'],
    ['tax_id', 'taxId'],
    ['phone', 'phone'],
  ]),
  'contact form': [
    ...same(contactSchema, 'contact.send', [
      ['name', 'contactName'],
      ['email', 'email'],
      ['phone', 'phone'],
      ['order_number', 'orderNumber'],
      ['subject', 'ticketSubject'],
      ['product', 'quoteProduct'],
    ]),
    {
      form: contactSchema,
      field: ['message'],
      endpoint: 'contact.send',
      request: ['message'],
      limit: 'ticketMessage',
    },
  ],
  'new ticket': same(newTicketSchema, 'tickets.create', [
    ['subject', 'ticketSubject'],
    ['body', 'ticketMessage'],
  ]),
  'ticket reply': same(replySchema, 'tickets.reply', [['body', 'ticketMessage']]),
  'design name': same(renameSchema, 'designs.update', [['name', 'designName']]),
  'foticos settings': same(configSchema, 'foticos.updateConfig', [
    ['display_name', 'foticosDisplayName'],
    ['bio', 'foticosBio'],
    ['holder', 'accountHolder'],
  ]),
  'refund bank account': same(refundDataSchema, 'tracking.completeUserRequiredAction', [
    ['holder', 'accountHolder'],
    ['email', 'email'],
  ]),
  'tracking lookup': same(trackingLookupSchema, 'tracking.lookup', [
    ['order_number', 'orderNumber'],
    ['email', 'email'],
  ]),
  'promotion code': [
    {
      form: promotionCodeSchema,
      field: ['code'],
      endpoint: 'cart.applyPromotionCode',
      request: ['promotion_code'],
      limit: 'promotionCode',
    },
  ],
  newsletter: same(subscriptionSchema, 'newsletter.subscribe', [['email', 'email']]),
  unsubscription: same(unsubscribeSchema, 'newsletter.unsubscribe', [['email', 'email']]),
};

describe('each form takes as much text as the endpoint it sends to, no more and no less', () => {
  for (const [form, fields] of Object.entries(formsAndEndpoints))
    describe(form, () => {
      it.each(fields.map((field) => [field.field.join('.'), field] as const))(
        '%s',
        (_name, { form: formSchema, field, endpoint, request, limit }) => {
          const longest = {
            form: longestTaken(formSchema, field, limit),
            endpoint: longestTaken(getEndpoint(endpoint).request, request, limit),
          };
          expect(longest).toEqual({ form: fieldLimits[limit], endpoint: fieldLimits[limit] });
        },
      );
    });

  it("tells a schema of another limit, or of none, from the shop's", () => {
    const limitedTo = (length: number) => z.object({ name: z.string().check(z.maxLength(length)) });
    expect(longestTaken(limitedTo(7), ['name'], 'contactName')).toBe(7);
    expect(longestTaken(limitedTo(fieldLimits.contactName + 1), ['name'], 'contactName')).not.toBe(
      fieldLimits.contactName,
    );
    expect(longestTaken(z.object({ name: z.string() }), ['name'], 'contactName')).toBe(Infinity);
  });
});

describe('a 300-character name', () => {
  const name = 'Ñ'.repeat(300);
  it('is refused by the sign-up form and by the API, as too long', () => {
    expect(refusesAsTooLong(signUpSchema, ['first_name'], name)).toBe(true);
    expect(refusesAsTooLong(getEndpoint('auth.register').request, ['first_name'], name)).toBe(true);
    expect(refusesAsTooLong(getEndpoint('checkout.setContact').request, ['last_name'], name)).toBe(
      true,
    );
  });
});
