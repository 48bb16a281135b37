import {
  imageSourcesOf,
  siteDates,
  projectScopes,
  sortOrders,
  triStateFilters,
  type AdminDesign,
  type ProjectScope,
  type SortOrder,
  type TriStateFilter,
} from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import {
  foticosQueries,
  foticosQueryKey,
  type AdminDesignFilters,
} from '../../data/foticosQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AccountList, type AccountListTable } from '../../fragments/AccountList/AccountList.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { page as pageClass } from '../screens.css.ts';
import { BulkBar } from './BulkBar.tsx';
import { designCell, thumbnail } from './AccountDesignsAdminScreen.css.ts';

export interface AccountDesignsAdminScreenProps {
  /** Scope, published state, sort and page, parsed from the URL. */
  filters: AdminDesignFilters;
  /** The customer changed a filter, the sort or the page: the route puts it in the URL. */
  onFiltersChange: (next: AdminDesignFilters) => void;
}

/** What the designs admin reads: the page of the account's designs its filters ask for. */
export const accountDesignsAdminData = screenData(
  ({ filters }: { filters: AdminDesignFilters }, { client }) => ({
    designs: foticosQueries.designs(client, filters),
  }),
);

/** Scope, published state and sort of the designs. */
function AdminDesignFilterFields({
  filters,
  onFiltersChange: change,
}: AccountDesignsAdminScreenProps) {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  return (
    <>
      <Select
        label={t('designsAdmin.scope')}
        value={filters.scope}
        onValueChange={(value) =>
          change({ ...filters, scope: value as ProjectScope | 'ALL', page: 1 })
        }
        options={[
          { value: 'ALL', label: t('designsAdmin.allScopes') },
          ...projectScopes.map((value) => ({ value, label: label('projectScopes', value) })),
        ]}
      />
      <Select
        label={t('designsAdmin.published')}
        value={filters.published}
        onValueChange={(value) =>
          change({ ...filters, published: value as TriStateFilter, page: 1 })
        }
        options={triStateFilters.map((value) => ({
          value,
          label: t(`designsAdmin.publishedStates.${value}`),
        }))}
      />
      <Select
        label={t('designsAdmin.sort')}
        value={filters.sort}
        onValueChange={(value) => change({ ...filters, sort: value as SortOrder, page: 1 })}
        options={sortOrders.map((value) => ({ value, label: label('sortOrders', value) }))}
      />
    </>
  );
}

/** The designs ticked on the page, and publishing or unpublishing them at once. */
function useBulkPublish() {
  const { t } = useTranslation('foticos');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<string | null>(null);
  const bulk = useMutation({
    mutationFn: async (published: boolean) => {
      const ids = [...selected];
      await Promise.all(
        ids.map((id) => client.call('foticos.updateDesign', { design_id: id, published })),
      );
      return { published, count: ids.length };
    },
    onMutate: () => setDone(null),
    onSuccess: ({ published, count }) => {
      setSelected(new Set());
      setDone(
        published
          ? t('designsAdmin.publishedDone', { count })
          : t('designsAdmin.unpublishedDone', { count }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: foticosQueryKey }),
  });
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, setSelected, toggle, done, setDone, bulk };
}

/** The designs' table: a tick to select each, name with picture, scope, state, sales, change date. */
function useAdminDesignTable(
  selected: ReadonlySet<string>,
  toggle: (id: string, on: boolean) => void,
): AccountListTable<AdminDesign> {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  const { locale, timeZone } = useCountrySite();
  const dates = siteDates({ locale, timeZone });
  return {
    caption: t('designsAdmin.caption'),
    rowKey: (design) => design.id,
    columns: [
      {
        key: 'select',
        header: t('designsAdmin.select'),
        cell: (design) => (
          <Checkbox
            label={
              <VisuallyHidden>
                {t('designsAdmin.selectNamed', { name: design.name })}
              </VisuallyHidden>
            }
            checked={selected.has(design.id)}
            onCheckedChange={(on) => toggle(design.id, on)}
          />
        ),
      },
      {
        key: 'name',
        header: t('designsAdmin.name'),
        cell: (design) => (
          <span className={designCell}>
            <span className={thumbnail}>
              <Image
                sources={imageSourcesOf(design.preview)}
                decorative
                aspectRatio="1:1"
                fit="contain"
                sizes="3rem"
                rounded
              />
            </span>
            {design.name}
          </span>
        ),
      },
      {
        key: 'scope',
        header: t('designsAdmin.scopeColumn'),
        cell: (design) => label('projectScopes', design.scope),
      },
      {
        key: 'state',
        header: t('designsAdmin.state'),
        cell: (design) => (
          <Badge tone={design.published ? 'positive' : 'neutral'} size="small">
            {design.published ? t('designsAdmin.isPublished') : t('designsAdmin.isUnpublished')}
          </Badge>
        ),
      },
      {
        key: 'sales',
        header: t('designsAdmin.sales'),
        align: 'end',
        cell: (design) => design.sales_count,
      },
      {
        key: 'modified',
        header: t('designsAdmin.modified'),
        cell: (design) => dates.day(design.updated_at),
      },
    ],
  };
}

/** /accounts/designs/admin (foticos): the designs the account offers, published in bulk. */
export function AccountDesignsAdminScreen({
  filters,
  onFiltersChange,
}: AccountDesignsAdminScreenProps) {
  const { t } = useTranslation('foticos');
  const { designs } = useScreenData(accountDesignsAdminData, { filters });
  const { selected, setSelected, toggle, done, setDone, bulk } = useBulkPublish();
  // A new filter or page shows other designs: what was ticked on the last one is let go.
  const change = (next: AdminDesignFilters) => {
    setSelected(new Set());
    onFiltersChange(next);
  };
  const table = useAdminDesignTable(selected, toggle);

  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('designsAdmin.title')}
        </Heading>
        <Text tone="muted">{t('designsAdmin.lead')}</Text>
      </Stack>
      <AccountList
        read={designs}
        rowsOf={(data) => data.designs}
        texts={{ error: t('designsAdmin.loadError'), retry: t('retry') }}
        filters={<AdminDesignFilterFields filters={filters} onFiltersChange={change} />}
        notices={
          <>
            {done ? (
              <Alert tone="positive" onDismiss={() => setDone(null)}>
                {done}
              </Alert>
            ) : null}
            {bulk.isError ? <Alert tone="critical">{t('designsAdmin.actionFailed')}</Alert> : null}
          </>
        }
        summary={(data) => (
          <BulkBar
            rows={data.designs}
            selected={selected}
            onSelectedChange={setSelected}
            publishing={bulk.isPending ? bulk.variables : undefined}
            onPublish={(published) => bulk.mutate(published)}
          />
        )}
        empty={
          <EmptyState
            title={t('designsAdmin.empty')}
            description={t('designsAdmin.emptyHint')}
            headingLevel={2}
          />
        }
        table={table}
        page={filters.page}
        onPageChange={(page) => change({ ...filters, page })}
      />
    </div>
  );
}
