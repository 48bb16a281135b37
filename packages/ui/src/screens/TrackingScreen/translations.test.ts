import { carriers, orderStatusCodes, shipmentModes, shipmentTrackingStates } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { Messages, NamespaceMessages } from '../../i18n/locales.ts';
import { messagesOf } from '../../i18n/resources.ts';

const account = messagesOf('account');
const catalogue = messagesOf('catalogue');
const content = messagesOf('content');
const tracking = messagesOf('tracking');

/** Every key of a message tree, plural forms folded into their base key. */
function keysOf(tree: Messages | undefined, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') keys.add(path);
    else for (const nested of keysOf(value, `${path}.`)) keys.add(nested);
  }
  return keys;
}

describe.each([
  ['catalogue', catalogue],
  ['tracking', tracking],
  ['content', content],
] as [string, NamespaceMessages][])('the %s namespace', (_name, namespace) => {
  it.each(['es', 'pl'] as const)('has every English key in %s', (language) => {
    expect([...keysOf(namespace[language])].sort()).toEqual([...keysOf(namespace.en)].sort());
  });
});

describe('tracking texts', () => {
  const en = keysOf(tracking.en);
  it('name every shipment tracking state and shipment mode, and carriers by their one label', () => {
    for (const state of shipmentTrackingStates) expect(en).toContain(`states.${state}`);
    for (const mode of shipmentModes) expect(en).toContain(`shipmentModes.${mode}`);
    const general = keysOf(messagesOf('general').en);
    for (const carrier of carriers) expect(general).toContain(`enums.carriers.${carrier}`);
  });

  it('have a customer-facing text for every order status code (account namespace), in every language', () => {
    for (const language of ['en', 'es', 'pl'] as const) {
      const keys = keysOf(account[language]);
      for (const code of orderStatusCodes) expect(keys).toContain(`orderStatus.${code}`);
    }
  });
});
