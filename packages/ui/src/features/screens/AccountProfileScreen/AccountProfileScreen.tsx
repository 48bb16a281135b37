import type { Customer } from '@shop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQueries } from '../../data/profileQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { accountSection, page } from '../screens.css.ts';
import { AccountDeletion } from './AccountDeletion.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import { SavedAddresses } from './SavedAddresses.tsx';

export interface AccountProfileScreenProps {
  /** Called with the saved customer, so the session's copy (greeting, guards) follows the change. */
  onProfileSaved?: (customer: Customer) => void;
}

function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={accountSection}>
      <Heading level={2} size="large" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** What the profile page reads: the customer's personal data and saved addresses. */
export const accountProfileData = screenData((_: object, { client }) => ({
  profile: profileQueries.profile(client),
  addresses: profileQueries.addresses(client),
}));

/**
 * /accounts/profile: personal data, saved addresses, password change and the request to delete the
 * account. Each part loads and fails on its own, so one refusal never hides the rest.
 */
export function AccountProfileScreen({ onProfileSaved }: AccountProfileScreenProps) {
  const { t } = useTranslation('profile');
  const { profile, addresses } = useScreenData(accountProfileData, {});
  return (
    <div className={page}>
      <Heading level={1} size="xlarge">
        {t('title')}
      </Heading>
      <ProfileSection id="profile-personal-title" title={t('personal.title')}>
        <AsyncState
          read={profile}
          loading={{ shape: 'form' }}
          texts={{ error: t('loadError'), retry: t('retry') }}
        >
          {(data) => <PersonalDataForm customer={data.customer} onSaved={onProfileSaved} />}
        </AsyncState>
      </ProfileSection>
      <ProfileSection id="profile-addresses-title" title={t('addresses.title')}>
        <SavedAddresses addresses={addresses} />
      </ProfileSection>
      <ProfileSection id="profile-password-title" title={t('password.title')}>
        <PasswordForm />
      </ProfileSection>
      <ProfileSection id="profile-deletion-title" title={t('deletion.title')}>
        <AccountDeletion />
      </ProfileSection>
    </div>
  );
}
