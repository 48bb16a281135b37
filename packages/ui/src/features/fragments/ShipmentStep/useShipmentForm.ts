import type { Carrier, ShipmentOption } from '@shop/domain';
import { useMemo } from 'react';
import { useDraftSync } from '../../../design-system/forms/useDraftSync.ts';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import type { ShipmentStepValues } from './shipmentRules.ts';

/** The shipment step's form over the options of the site's carriers, its draft kept in sync. */
export function useShipmentForm(
  options: readonly ShipmentOption[],
  carriers: readonly Carrier[],
  defaultValues: Partial<ShipmentStepValues> | undefined,
  onDraftChange: ((values: Partial<ShipmentStepValues>) => void) | undefined,
) {
  const shown = useMemo(
    () => options.filter((option) => option.carrier === null || carriers.includes(option.carrier)),
    [options, carriers],
  );
  // The rules depend on which options deliver to a pickpoint: other rules load when those change.
  const shipmentRules = () =>
    import('./shipmentRules.ts').then((rules) => rules.shipmentStepSchema(shown));
  const form = useZodForm(shipmentRules, {
    defaultValues: { mode: 'ADDRESS', shipment_option_id: '', pickpoint_id: '', ...defaultValues },
    rulesKey: shown
      .filter((option) => option.requires_pickpoint)
      .map((option) => option.id)
      .join(' '),
  });
  useDraftSync(form, onDraftChange);
  return { shown, form };
}

export type ShipmentForm = ReturnType<typeof useShipmentForm>['form'];
