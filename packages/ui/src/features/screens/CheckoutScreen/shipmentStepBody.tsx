import type { Carrier, DeliveryAddressKind, ShipmentMode } from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { checkoutQueries } from '../../data/checkoutQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import {
  ShipmentStep,
  type ShipmentStepValues,
} from '../../fragments/ShipmentStep/ShipmentStep.tsx';
import { deliveryKindOf, useCheckoutUpdate } from './checkoutMutations.ts';
import type { StepBodyProps } from './checkoutStepProps.ts';
import { useCheckoutDraft } from './useCheckoutDraft.ts';

/**
 * Step 3: how the order travels. Lists the options for the chosen way of receiving it (switching
 * the API's kind of delivery when the mode needs another), the pickpoints near a postcode, and
 * sends the choice, then moves on to the payment.
 */
export function ShipmentStepBody({ checkout, hydrated, onStepChange }: StepBodyProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const update = useCheckoutUpdate();
  const { draft, writeDraft } = useCheckoutDraft<ShipmentStepValues>(
    checkout,
    'shipment',
    hydrated,
  );
  const saved = checkout.shipment;
  const defaults: Partial<ShipmentStepValues> = {
    mode: saved?.mode ?? 'ADDRESS',
    shipment_option_id: saved?.id ?? '',
    pickpoint_id: checkout.delivery?.pickpoint?.id ?? '',
    ...draft,
  };
  const [mode, setMode] = useState<ShipmentMode>(defaults.mode ?? 'ADDRESS');
  const address = checkout.delivery?.address ?? null;
  const kind = checkout.delivery?.kind ?? null;

  // The API lists options for the kind of delivery it holds: switch it when the mode needs another.
  const switchKind = useMutation({
    mutationFn: (next: DeliveryAddressKind) =>
      client.call('checkout.setAddress', { kind: next, ...(address ? { address } : {}) }),
    onSuccess: update,
  });
  const wantedKind = deliveryKindOf[mode];
  const mutate = switchKind.mutate;
  const switching = switchKind.isPending;
  useEffect(() => {
    if (kind !== null && kind !== wantedKind && !switching) mutate(wantedKind);
  }, [kind, wantedKind, switching, mutate]);

  const options = useQuery(checkoutQueries.shipmentOptions(client, kind));
  const optionsReady = kind === wantedKind && options.isSuccess;
  const optionsStatus =
    switchKind.isError || options.isError ? 'error' : optionsReady ? 'success' : 'loading';

  const initialCarrier =
    options.data?.options.find((option) => option.id === defaults.shipment_option_id)?.carrier ??
    null;
  const [carrier, setCarrier] = useState<Carrier | null>(null);
  const pickpointCarrier = carrier ?? initialCarrier;
  const [postcode, setPostcode] = useState(address?.postcode ?? '');
  const pickpointCountry = address?.country ?? countrySite.country;
  const pickpoints = useQuery({
    ...checkoutQueries.pickpoints(client, {
      carrier: pickpointCarrier ?? 'UPS',
      postcode,
      country: pickpointCountry,
    }),
    enabled: pickpointCarrier !== null && postcode !== '' && mode === 'PICKPOINT',
  });

  return (
    <ShipmentStep
      options={optionsReady ? options.data.options : []}
      optionsStatus={optionsStatus}
      carriers={countrySite.carriers}
      site={countrySite}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      onModeChange={setMode}
      onOptionChange={(option) => setCarrier(option?.carrier ?? null)}
      pickpoints={pickpoints.data?.pickpoints ?? []}
      pickpointStatus={pickpoints.isError ? 'error' : pickpoints.isSuccess ? 'success' : 'loading'}
      pickpointPostcode={postcode}
      pickpointCountry={pickpointCountry}
      onPickpointSearch={setPostcode}
      onBack={() => onStepChange(2)}
      onSubmit={async (values) => {
        const result = await client.call('checkout.setShipment', values);
        update(result);
        onStepChange(4);
      }}
    />
  );
}
