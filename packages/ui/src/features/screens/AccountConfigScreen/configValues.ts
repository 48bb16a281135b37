import type { FoticosConfig } from '@shop/domain';
import type { CheckedConfig, ConfigValues } from './configSchema.ts';

/** The form's values from the API's settings. */
export function configValuesOf(config: FoticosConfig): ConfigValues {
  return {
    display_name: config.display_name,
    bio: config.bio,
    website: config.website ?? '',
    iban: config.iban ?? '',
    holder: config.holder ?? '',
  };
}

/** The `foticos.updateConfig` request: "none" as null. */
export function configUpdateOf(values: CheckedConfig) {
  const optional = (value: string) => (value === '' ? null : value);
  return {
    display_name: values.display_name,
    bio: values.bio,
    website: optional(values.website),
    iban: optional(values.iban),
    holder: optional(values.holder),
  };
}
