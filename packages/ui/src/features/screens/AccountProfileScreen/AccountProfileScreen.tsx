import type { Customer } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { profileQueries } from '../../data/profileQueries.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { accountSection, page } from '../screens.css.ts';
import { AccountDeletion } from './AccountDeletion.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import { SavedAddresses } from './SavedAddresses.tsx';
import { LoadingPlace } from '../LoadingPlace.tsx';

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

function PersonalData({ onProfileSaved }: AccountProfileScreenProps) {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const profile = useQuery(profileQueries.profile(client));
  if (profile.isPending)
    return (
      <LoadingPlace>
        <Stack space="medium">
          <Skeleton shape="text" lines={3} />
          <Skeleton shape="block" height="large" />
        </Stack>
      </LoadingPlace>
    );
  if (profile.isError)
    return (
      <Alert
        tone="critical"
        action={
          <Button size="small" variant="soft" onClick={() => void profile.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  return <PersonalDataForm customer={profile.data.customer} onSaved={onProfileSaved} />;
}

/**
 * /accounts/profile: personal data, saved addresses, password change and the request to delete the
 * account. Each part loads and fails on its own, so one refusal never hides the rest.
 */
export function AccountProfileScreen({ onProfileSaved }: AccountProfileScreenProps) {
  const { t } = useTranslation('profile');
  return (
    <div className={page}>
      <Heading level={1} size="xlarge">
        {t('title')}
      </Heading>
      <ProfileSection id="profile-personal-title" title={t('personal.title')}>
        <PersonalData onProfileSaved={onProfileSaved} />
      </ProfileSection>
      <ProfileSection id="profile-addresses-title" title={t('addresses.title')}>
        <SavedAddresses />
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
