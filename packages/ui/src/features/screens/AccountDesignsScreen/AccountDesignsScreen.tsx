import { hrefOf, sortOrders, type Design, type SortOrder } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import {
  designLibraryQueries,
  designLibraryQueryKey,
  type DesignLibraryFilters,
} from '../../data/designLibraryQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AccountList } from '../../fragments/AccountList/AccountList.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page as pageClass } from '../screens.css.ts';
import { grid } from './AccountDesignsScreen.css.ts';
import { SavedDesignCard } from './SavedDesignCard.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';

type SavedDesign = Omit<Design, 'document'>;

export interface AccountDesignsScreenProps {
  /** Sort order and page, parsed from the URL. */
  filters: DesignLibraryFilters;
  /** The customer chose another sort or page: the route puts it in the URL. */
  onFiltersChange: (next: DesignLibraryFilters) => void;
}

const maxNameLength = 120;

/** What the saved designs page reads: the page of designs its sort and page ask for. */
export const accountDesignsData = screenData(
  ({ filters }: { filters: DesignLibraryFilters }, { client, countrySite }) => ({
    designs: designLibraryQueries.designs(client, countrySite.brand, filters),
  }),
);

/** What can be done to a saved design (duplicate, delete, rename), and the notice it leaves. */
function useDesignActions() {
  const { t } = useTranslation('designLibrary');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const countrySite = useCountrySite();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(
    null,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: designLibraryQueryKey });
  const failed = (error: unknown) =>
    setNotice({
      tone: 'critical',
      text: t('actionFailed', { reason: apiErrorText(error) ?? t('unknownReason') }),
    });

  const duplicate = useMutation({
    mutationFn: async (design: SavedDesign) => {
      const { design: source } = await client.call('designs.get', {
        design_id: design.id,
        brand: countrySite.brand,
      });
      const name = t('copyName', { name: design.name }).slice(0, maxNameLength);
      return client.call('designs.create', {
        article_id: source.article_id,
        name,
        document: source.document,
        brand: countrySite.brand,
      });
    },
    onMutate: () => setNotice(null),
    onSuccess: ({ design }) =>
      setNotice({ tone: 'positive', text: t('duplicated', { name: design.name }) }),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (design: SavedDesign) =>
      client.call('designs.remove', { design_id: design.id, brand: countrySite.brand }),
    onMutate: () => setNotice(null),
    onSuccess: (_result, design) =>
      setNotice({ tone: 'positive', text: t('removed', { name: design.name }) }),
    onError: failed,
    onSettled: refresh,
  });
  const rename = async (design: SavedDesign, name: string) => {
    setNotice(null);
    await client.call('designs.update', {
      design_id: design.id,
      brand: countrySite.brand,
      revision: design.revision,
      name,
    });
    setNotice({ tone: 'positive', text: t('renamed', { name }) });
    await refresh();
  };
  return { notice, setNotice, duplicate, remove, rename };
}

/** /accounts/designs: the customer's saved designs, sorted and paged, with what can be done to each. */
export function AccountDesignsScreen({ filters, onFiltersChange }: AccountDesignsScreenProps) {
  const { t } = useTranslation('designLibrary');
  const label = useVocabularyLabel();
  const countrySite = useCountrySite();
  const { designs } = useScreenData(accountDesignsData, { filters });
  const { notice, setNotice, duplicate, remove, rename } = useDesignActions();

  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('title')}
        </Heading>
        <Text tone="muted">{t('lead')}</Text>
      </Stack>
      <AccountList
        read={designs}
        rowsOf={(data) => data.designs}
        loading={{ shape: 'tiles' }}
        texts={{ error: t('loadError'), retry: t('retry') }}
        filters={
          <Select
            label={t('sort')}
            value={filters.sort}
            onValueChange={(value) => onFiltersChange({ sort: value as SortOrder, page: 1 })}
            options={sortOrders.map((value) => ({ value, label: label('sortOrders', value) }))}
          />
        }
        notices={
          notice ? (
            <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
              {notice.text}
            </Alert>
          ) : null
        }
        empty={
          <EmptyState
            title={t('empty')}
            description={t('emptyHint')}
            headingLevel={2}
            action={<Link href={hrefOf(countrySite, 'home')}>{t('browse')}</Link>}
          />
        }
        countLabel={(count) => t('count', { count })}
        page={filters.page}
        onPageChange={(page) => onFiltersChange({ ...filters, page })}
      >
        {(rows) => (
          <ul className={grid} aria-label={t('listLabel')}>
            {rows.map((design) => (
              <SavedDesignCard
                key={design.id}
                design={design}
                busy={duplicate.isPending || remove.isPending}
                onDuplicate={() => duplicate.mutate(design)}
                onRename={(name) => rename(design, name)}
                onRemove={() => remove.mutate(design)}
              />
            ))}
          </ul>
        )}
      </AccountList>
    </div>
  );
}
