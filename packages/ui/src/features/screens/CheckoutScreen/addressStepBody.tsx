import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import {
  AddressStep,
  emptyAddress,
  fromAddressInput,
  type AddressStepValues,
} from '../../fragments/AddressStep/AddressStep.tsx';
import { deliveryCountries, newAddressChoice } from '../../fragments/AddressStep/addressRules.ts';
import type { AddressValues } from '../../fragments/AddressStep/addressStepRules.ts';
import { useCheckoutUpdate } from './checkoutMutations.ts';
import type { StepBodyProps } from './checkoutStepProps.ts';
import { useCheckoutDraft } from './useCheckoutDraft.ts';

/**
 * Step 2: the billing address and where the order goes. Starts from the addresses the checkout
 * holds (the saved address they are, when they are one), else from the logged-in customer's
 * default address, else from the contact's name and phone; sends both, then moves on to the shipment.
 */
export function AddressStepBody({
  checkout,
  hydrated,
  onStepChange,
  savedAddresses,
}: StepBodyProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const update = useCheckoutUpdate();
  const { draft, writeDraft } = useCheckoutDraft<AddressStepValues>(checkout, 'address', hydrated);
  const saved = checkout.delivery?.address;
  const contact = checkout.contact;
  const fresh = {
    ...emptyAddress(countrySite.country),
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    company_name: contact?.company_name ?? '',
    phone: contact?.phone ?? '',
  };
  const billing = checkout.billing_address ?? saved;
  const billingFields = billing ? fromAddressInput(billing) : fresh;
  const deliveryFields = saved ? fromAddressInput(saved) : undefined;
  // A delivery address other than the billing one was given: it comes back in its own fieldset.
  const deliveryElsewhere =
    deliveryFields !== undefined &&
    JSON.stringify(deliveryFields) !== JSON.stringify(billingFields);
  const sameAddress = (fields: AddressValues) =>
    JSON.stringify(fields) === JSON.stringify(billingFields);
  const savedBilling = billing
    ? savedAddresses.find((address) => sameAddress(fromAddressInput(address)))
    : undefined;
  const defaults: Partial<AddressStepValues> = {
    // No address yet: the step chooses the customer's default one.
    ...(billing ? { saved_address: String(savedBilling?.id ?? newAddressChoice) } : {}),
    billing: savedBilling ? fresh : billingFields,
    ...(deliveryElsewhere ? { delivery_same: false, delivery: deliveryFields } : {}),
    ...draft,
  };
  const countries = [
    countrySite.country,
    ...deliveryCountries.filter((code) => code !== countrySite.country),
  ];
  return (
    <AddressStep
      savedAddresses={savedAddresses}
      countries={countries}
      locale={countrySite.locale}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      onBack={() => onStepChange(1)}
      onSubmit={async ({ billing, delivery }) => {
        const result = await client.call('checkout.setAddress', {
          kind: 'ADDRESS',
          address: delivery,
          billing_address: billing,
        });
        update(result);
        onStepChange(3);
      }}
    />
  );
}
