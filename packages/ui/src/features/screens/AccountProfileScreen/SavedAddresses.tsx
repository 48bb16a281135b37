import { displayNames, type Address } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { profileQueries } from '../../data/profileQueries.ts';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import * as styles from './AccountProfileScreen.css.ts';
import { NewAddressForm } from './NewAddressForm.tsx';
import { addressLines, addressName } from '../../fragments/AddressStep/addressLines.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

function AddressCard({
  address,
  busy,
  onMakeDefault,
  onRemove,
  onEdited,
}: {
  address: Address;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
  onEdited: () => void;
}) {
  const { t } = useTranslation('profile');
  const { locale } = useCountrySite();
  const name = addressName(address);
  const lines = addressLines(address);
  return (
    <li className={styles.addressCard}>
      <address className={styles.addressText}>
        <Text weight="strong">
          {lines.name}
          {lines.company ? ` · ${lines.company}` : ''}
        </Text>
        <Text>{lines.street}</Text>
        <Text>{lines.place}</Text>
        <Text>{displayNames(locale, 'region').of(address.country) ?? address.country}</Text>
        <Text tone="muted">{address.phone}</Text>
      </address>
      <Inline space="small" alignY="center">
        <NewAddressForm address={address} onSaved={onEdited} />
        {address.is_default ? (
          <Badge tone="positive">{t('addresses.default')}</Badge>
        ) : (
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            disabled={busy}
            aria-label={t('addresses.makeDefaultNamed', { address: name })}
            onClick={onMakeDefault}
          >
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Dialog
          title={t('addresses.removeTitle')}
          description={t('addresses.removeDescription', { address: name })}
          trigger={
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              disabled={busy}
              aria-label={t('addresses.removeNamed', { address: name })}
            >
              {t('addresses.remove')}
            </Button>
          }
          footer={
            <>
              <DialogClose>
                <Button variant="soft" tone="neutral">
                  {t('addresses.cancel')}
                </Button>
              </DialogClose>
              <DialogClose>
                <Button tone="critical" onClick={onRemove}>
                  {t('addresses.confirmRemove')}
                </Button>
              </DialogClose>
            </>
          }
        />
      </Inline>
    </li>
  );
}

/** The customer's saved addresses: which is the default, make another one default, delete. */
export function SavedAddresses({
  addresses,
}: {
  /** The read of the saved addresses, which the profile page declares. */
  addresses: AsyncRead<{ addresses: Address[] }>;
}) {
  const { t } = useTranslation('profile');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // What was last saved in a dialog, confirmed above the list.
  const [saved, setSaved] = useState<'added' | 'updated' | null>(null);
  const change = useMutation({
    mutationFn: async (action: { kind: 'default' | 'remove'; address: Address }) => {
      const { id, is_default: _isDefault, ...fields } = action.address;
      return action.kind === 'remove'
        ? client.call('customers.removeAddress', { address_id: id })
        : client.call('customers.updateAddress', { ...fields, address_id: id, is_default: true });
    },
    onMutate: () => {
      setFailure(null);
      setSaved(null);
    },
    onError: (error) =>
      setFailure(
        t('addresses.actionFailed', {
          reason: apiErrorText(error) ?? t('loadError'),
        }),
      ),
    onSettled: () => queryClient.invalidateQueries(profileQueries.addresses(client)),
  });

  const add = (
    <div>
      <NewAddressForm onSaved={() => setSaved('added')} />
    </div>
  );
  return (
    <AsyncState
      read={addresses}
      loading={{ shape: 'list' }}
      texts={{ error: t('addresses.loadError'), retry: t('retry') }}
      isEmpty={(data) => data.addresses.length === 0}
      empty={
        <>
          <EmptyState
            title={t('addresses.empty')}
            description={t('addresses.emptyHint')}
            headingLevel={3}
          />
          {add}
        </>
      }
    >
      {(data) => (
        <>
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          {saved ? <Alert tone="positive">{t(`addresses.${saved}`)}</Alert> : null}
          <ul className={styles.addressList} aria-label={t('addresses.listLabel')}>
            {data.addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={change.isPending}
                onMakeDefault={() => change.mutate({ kind: 'default', address })}
                onRemove={() => change.mutate({ kind: 'remove', address })}
                onEdited={() => setSaved('updated')}
              />
            ))}
          </ul>
          {add}
        </>
      )}
    </AsyncState>
  );
}
