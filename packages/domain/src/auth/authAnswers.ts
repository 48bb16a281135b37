// zod/mini, loaded with the first answer: the login and account pages carry no zod at first.
import { z } from 'zod/mini';

/** What the auth endpoints answer, checked before the auth client reads it. */
export const authProviderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  type: z.string(),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export type AuthProvider = z.infer<typeof authProviderSchema>;
export const authProvidersSchema = z.record(z.string(), authProviderSchema);

/** The Auth.js session: absent (`null` or `{}`) when nobody is signed in. */
export const authSessionSchema = z.looseObject({
  user: z.optional(
    z.looseObject({
      name: z.nullish(z.string()),
      email: z.nullish(z.string()),
      image: z.nullish(z.string()),
    }),
  ),
  expires: z.string().check(z.minLength(1)),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const csrfSchema = z.object({ csrfToken: z.string().check(z.minLength(1)) });
export const redirectAnswerSchema = z.object({ url: z.string() });
/** What sign-up answers, the same whether or not the e-mail had an account. */
export const acknowledgedSchema = z.object({ ok: z.literal(true) });
