import { hasCurrentPrivacyConsent, type Checkout, type Customer } from '@shop/domain';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { ContactStep, type ContactStepValues } from '../../fragments/ContactStep/ContactStep.tsx';
import { useCheckoutUpdate } from './checkoutMutations.ts';
import type { StepBodyProps } from './checkoutStepProps.ts';
import { useCheckoutDraft } from './useCheckoutDraft.ts';

/** What the shop knows of a logged-in customer: the session's copy, or the profile once read. */
type KnownCustomer = Pick<Customer, 'email' | 'customer_type' | 'first_name' | 'last_name'> &
  Partial<Pick<Customer, 'phone' | 'company_name' | 'tax_id'>>;

/** What step 1 starts with: the contact the checkout holds, else the logged-in customer's account. */
function savedContact(
  saved: Checkout['contact'],
  customer: KnownCustomer | null | undefined,
): Partial<ContactStepValues> {
  if (saved)
    return {
      ...saved,
      company_name: saved.company_name ?? '',
      tax_id: saved.tax_id ?? '',
      accepts_terms: true,
    };
  if (!customer) return {};
  const { email, customer_type, first_name, last_name } = customer;
  return {
    email,
    customer_type,
    first_name,
    last_name,
    phone: customer.phone ?? '',
    company_name: customer.company_name ?? '',
    tax_id: customer.tax_id ?? '',
  };
}

/** Step 1: who orders. Sends the contact, then moves on to the address. */
export function ContactStepBody({
  checkout,
  hydrated,
  onStepChange,
  loginHref,
  customer,
  profile,
  privacyHref,
}: StepBodyProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const update = useCheckoutUpdate();
  const { draft, writeDraft } = useCheckoutDraft<ContactStepValues>(checkout, 'contact', hydrated);
  const defaults: Partial<ContactStepValues> = {
    ...savedContact(checkout.contact, profile ?? customer),
    ...draft,
  };
  return (
    <ContactStep
      country={countrySite.country}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      loginHref={loginHref}
      termsHref={privacyHref}
      privacyConsentGiven={profile !== undefined && hasCurrentPrivacyConsent(profile)}
      onSubmit={async (values) => {
        const company = values.customer_type === 'COMPANY';
        const result = await client.call('checkout.setContact', {
          ...values,
          company_name: company ? values.company_name : null,
          tax_id: company ? values.tax_id : null,
          accepts_terms: true,
        });
        update(result);
        onStepChange(2);
      }}
    />
  );
}
