import { hrefOf, isApiError } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { trackingQueries } from '../../data/trackingQueries.ts';
import { LoadError } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { RefundDataForm } from '../../fragments/RefundDataForm/RefundDataForm.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { narrowPage } from '../screens.css.ts';

export interface UserRequiredActionScreenProps {
  /** The order's public id of the URL. */
  publicId: string;
  /** The action's public id of the URL (`user_required_action_public_id`). */
  actionId: string;
}

/** The API refuses an action that is already done with a 400 naming the action. */
function isAlreadyDone(error: unknown): boolean {
  if (!isApiError(error) || error.upstreamStatus !== 400) return false;
  const data = error.data as { fields?: Record<string, string> } | undefined;
  return Boolean(data?.fields && 'action_public_id' in data.fields);
}

/**
 * An action the customer must take on an order (/tracking/{public_id}/user_required_actions/{id}):
 * PROVIDE_DATA_TO_REFUND asks for the bank account of a refund; then a confirmation. Unknown and
 * already done actions say so.
 */
export function UserRequiredActionScreen({ publicId, actionId }: UserRequiredActionScreenProps) {
  const { t } = useTranslation('tracking');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const countrySite = useCountrySite();
  const actionQuery = trackingQueries.userRequiredAction(client, publicId, actionId);
  const action = useQuery(actionQuery);
  const [completed, setCompleted] = useState(false);
  const trackingHref = hrefOf(countrySite, 'trackingOrder', { public_id: publicId });
  const backLink = <Link href={trackingHref}>{t('action.backToOrder')}</Link>;

  let body;
  if (action.isPending) {
    body = (
      <div aria-busy="true">
        <Text tone="muted">{t('action.loading')}</Text>
        <Skeleton shape="text" lines={4} />
      </div>
    );
  } else if (action.isError && isNotFoundError(action.error)) {
    body = (
      <Alert tone="critical" title={t('action.unknownTitle')} action={backLink}>
        {t('action.unknown')}
      </Alert>
    );
  } else if (action.isError) {
    body = <LoadError onRetry={() => void action.refetch()} />;
  } else if (completed) {
    body = (
      <Stack space="medium">
        <Alert tone="positive" title={t('action.doneTitle')} urgency="polite">
          {t(`actions.${action.data.action.type}.done`)}
        </Alert>
        {backLink}
      </Stack>
    );
  } else if (action.data.action.status === 'DONE') {
    body = (
      <Alert tone="info" title={t('action.alreadyDoneTitle')} action={backLink}>
        {t('action.alreadyDone')}
      </Alert>
    );
  } else {
    const current = action.data.action;
    body = (
      <Stack space="large">
        <Text>{t(`actions.${current.type}.intro`)}</Text>
        <RefundDataForm
          amount={current.amount}
          site={countrySite}
          onSubmit={async ({ iban, holder }) => {
            try {
              const result = await client.call('tracking.completeUserRequiredAction', {
                public_id: publicId,
                action_public_id: actionId,
                type: current.type,
                iban,
                holder,
              });
              queryClient.setQueryData(actionQuery.queryKey, { action: result.action });
            } catch (error) {
              if (isAlreadyDone(error)) {
                await queryClient.invalidateQueries({ queryKey: actionQuery.queryKey });
                return;
              }
              throw error;
            }
            setCompleted(true);
            await queryClient.invalidateQueries({
              queryKey: trackingQueries.tracking(client, countrySite.brand, publicId).queryKey,
              exact: true,
            });
          }}
          submitErrorMessage={() => t('action.submitError')}
        />
      </Stack>
    );
  }

  return (
    <div className={narrowPage}>
      <Stack space="xsmall">
        <Heading level={1}>
          {action.data ? t(`actions.${action.data.action.type}.title`) : t('action.title')}
        </Heading>
      </Stack>
      {body}
    </div>
  );
}
