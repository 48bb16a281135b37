import { describe, expect, it } from 'vitest';
import type { Messages } from '../../i18n/locales.ts';
import { messagesOf } from '../../i18n/resources.ts';

const cart = messagesOf('cart');
const checkout = messagesOf('checkout');

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keysOf(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(pluralSuffix, '')]
      : keysOf(value, `${prefix}${key}.`),
  );
}

describe.each([
  ['cart', cart],
  ['checkout', checkout],
])('the %s messages', (_name, namespace) => {
  const english = new Set(keysOf(namespace.en));

  it.each(['es', 'pl'] as const)(
    'in %s translate every English key and nothing else',
    (language) => {
      const translated = namespace[language];
      expect(translated).toBeDefined();
      const keys = new Set(keysOf(translated ?? {}));
      // Brand names of payment methods may stay in English; everything else is translated.
      const missing = [...english].filter(
        (key) => !keys.has(key) && !key.startsWith('payment.methods.'),
      );
      expect(missing).toEqual([]);
      expect([...keys].filter((key) => !english.has(key))).toEqual([]);
    },
  );
});
