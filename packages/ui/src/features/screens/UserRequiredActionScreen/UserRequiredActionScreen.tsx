import { hrefOf, isApiError, type ApiResult } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { trackingQueries } from '../../data/trackingQueries.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { RefundDataForm } from '../../fragments/RefundDataForm/RefundDataForm.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { narrowPage } from '../screens.css.ts';

export interface UserRequiredActionScreenProps {
  /** The order's public id of the URL. */
  publicId: string;
  /** The action's public id of the URL (`user_required_action_public_id`). */
  actionId: string;
}

/** What the page reads: the action, and whether the visitor is logged in as the order's customer. */
export const userRequiredActionData = screenData(
  ({ publicId, actionId }: UserRequiredActionScreenProps, { client }) => ({
    action: trackingQueries.userRequiredAction(client, publicId, actionId),
  }),
);

/** The API refuses an action that is already done with a 400 naming the action. */
function isAlreadyDone(error: unknown): boolean {
  if (!isApiError(error) || error.upstreamStatus !== 400) return false;
  const data = error.data as { fields?: Record<string, string> } | undefined;
  return Boolean(data?.fields && 'action_public_id' in data.fields);
}

/** Without proof that the order is theirs (its customer's login, or its e-mail), a 403. */
const isOwnershipRefused = (error: unknown) => isApiError(error) && error.upstreamStatus === 403;

type ActionRead = ApiResult<'tracking.getUserRequiredAction'>;

/**
 * The refund's bank account. A visitor who is not logged in as the order's customer also gives
 * the order's e-mail: the public id in a link is no proof that the order is theirs.
 */
function PendingAction({
  read,
  props,
  onCompleted,
}: {
  read: ActionRead;
  props: UserRequiredActionScreenProps;
  onCompleted: () => void;
}) {
  const { t } = useTranslation('tracking');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const countrySite = useCountrySite();
  const { action, owner_signed_in } = read;
  const actionQuery = trackingQueries.userRequiredAction(client, props.publicId, props.actionId);
  return (
    <Stack space="large">
      <Text>{t(`actions.${action.type}.intro`)}</Text>
      <RefundDataForm
        amount={action.amount}
        site={countrySite}
        askOrderEmail={!owner_signed_in}
        onSubmit={async ({ iban, holder, email }) => {
          try {
            const result = await client.call('tracking.completeUserRequiredAction', {
              public_id: props.publicId,
              action_public_id: props.actionId,
              type: action.type,
              iban,
              holder,
              ...(email ? { email } : {}),
            });
            queryClient.setQueryData(actionQuery.queryKey, { ...read, action: result.action });
          } catch (error) {
            if (!isAlreadyDone(error)) throw error;
            await queryClient.invalidateQueries({ queryKey: actionQuery.queryKey });
            return;
          }
          onCompleted();
          await queryClient.invalidateQueries({
            queryKey: trackingQueries.tracking(client, countrySite.brand, props.publicId).queryKey,
            exact: true,
          });
        }}
        submitErrorMessage={(error) =>
          isOwnershipRefused(error) ? t('action.wrongEmail') : t('action.submitError')
        }
      />
    </Stack>
  );
}

/**
 * An action the customer must take on an order (/tracking/{public_id}/user_required_actions/{id}):
 * PROVIDE_DATA_TO_REFUND asks for the bank account of a refund (and the order's e-mail from whoever
 * is not logged in as its customer); then a confirmation. Unknown and already done actions say so.
 */
export function UserRequiredActionScreen(props: UserRequiredActionScreenProps) {
  const { t } = useTranslation('tracking');
  const countrySite = useCountrySite();
  const { action } = useScreenData(userRequiredActionData, props);
  const [completed, setCompleted] = useState(false);
  const trackingHref = hrefOf(countrySite, 'trackingOrder', { public_id: props.publicId });
  const backLink = <Link href={trackingHref}>{t('action.backToOrder')}</Link>;
  const page = (title: string, body: ReactNode) => (
    <div className={narrowPage}>
      <Stack space="xsmall">
        <Heading level={1}>{title}</Heading>
      </Stack>
      {body}
    </div>
  );

  if (action.isError && isNotFoundError(action.error))
    return page(
      t('action.title'),
      <Alert tone="critical" title={t('action.unknownTitle')} action={backLink}>
        {t('action.unknown')}
      </Alert>,
    );
  const title = action.data ? t(`actions.${action.data.action.type}.title`) : t('action.title');
  return page(
    title,
    <AsyncState read={action} loading={{ shape: 'form' }} texts={{ loading: t('action.loading') }}>
      {(read) =>
        completed ? (
          <Stack space="medium">
            <Alert tone="positive" title={t('action.doneTitle')} urgency="polite">
              {t(`actions.${read.action.type}.done`)}
            </Alert>
            {backLink}
          </Stack>
        ) : read.action.status === 'DONE' ? (
          <Alert tone="info" title={t('action.alreadyDoneTitle')} action={backLink}>
            {t('action.alreadyDone')}
          </Alert>
        ) : (
          <PendingAction read={read} props={props} onCompleted={() => setCompleted(true)} />
        )
      }
    </AsyncState>,
  );
}
