import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

export type ZodFormSchema = z4.$ZodType<FieldValues, FieldValues>;

/**
 * Where a form's zod schema comes from: a dynamic import of the module that builds it, e.g.
 * `() => import('./loginRules.ts').then((rules) => rules.credentialsSchema)`. The page's first
 * load carries neither the schema nor zod; both arrive when the browser is idle after the page
 * hydrated, or at the first validation if that comes sooner.
 */
export type FormRules<TSchema extends ZodFormSchema> = () => Promise<TSchema>;

export type UseZodFormOptions<TSchema extends ZodFormSchema> = Omit<
  UseFormProps<z4.input<TSchema>, unknown, z4.output<TSchema>>,
  'resolver'
> & {
  /** What the rules depend on (a country's phone rules): other rules load when it changes. */
  rulesKey?: string;
};

type FormResolver<TSchema extends ZodFormSchema> = Resolver<
  z4.input<TSchema>,
  unknown,
  z4.output<TSchema>
>;

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 1);

/**
 * react-hook-form driven by a zod schema (usually built from `@shop/domain`'s rules) that loads on
 * its own (see `FormRules`). Errors are translation keys (see zodMessages.ts). Validation runs on
 * blur, then on every change of a field that has been touched; on submit focus moves to the first
 * invalid field.
 */
export function useZodForm<TSchema extends ZodFormSchema>(
  rules: FormRules<TSchema>,
  { rulesKey, ...options }: UseZodFormOptions<TSchema> = {},
): UseFormReturn<z4.input<TSchema>, unknown, z4.output<TSchema>> {
  // The rules of the last render: react-hook-form may keep the resolver of an earlier one, and
  // validation runs on events, after the commit.
  const latest = useRef({ rules, rulesKey });
  useLayoutEffect(() => {
    latest.current = { rules, rulesKey };
  });
  const loaded = useRef<{ key: string | undefined; resolver: Promise<FormResolver<TSchema>> }>(
    undefined,
  );
  // Reads only refs: one function for the component's life.
  const load = useCallback(() => {
    const { rules: current, rulesKey: key } = latest.current;
    if (loaded.current && loaded.current.key === key) return loaded.current.resolver;
    const resolver = Promise.all([current(), import('./zodFormResolver.ts')]).then(
      ([schema, { zodFormResolver }]) => zodFormResolver(schema as TSchema),
    );
    // A chunk that failed to load is asked for again by the next validation.
    resolver.catch(() => {
      if (loaded.current?.resolver === resolver) loaded.current = undefined;
    });
    loaded.current = { key, resolver };
    return resolver;
  }, []);
  // On idle after hydration, and again when the rules depend on something else.
  useEffect(() => {
    whenIdle(() => void load().catch(() => undefined));
  }, [load, rulesKey]);
  return useForm<z4.input<TSchema>, unknown, z4.output<TSchema>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: async (values, context, resolverOptions) =>
      (await load())(values, context, resolverOptions),
  });
}
