import {
  hrefOf,
  imageSourcesOf,
  sortOrders,
  type Article,
  type ApiResult,
  type DesignSummary,
  type ListMode,
  type SortOrder,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { productGridColumns } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { DesignCard } from '../../fragments/DesignCard/DesignCard.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { row, rows, sort as sortClass, toolbar } from './DesignsScreen.css.ts';

type DesignPage = ApiResult<'designs.listReadyMade'>;

function DesignRows({ designs, article }: { designs: readonly DesignSummary[]; article: Article }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  return (
    <ul className={rows} aria-label={t('designs.listLabel', { name: article.name })}>
      {designs.map((design) => (
        <li key={design.id} className={row}>
          <Image
            sources={imageSourcesOf(design.preview)}
            decorative
            aspectRatio="1:1"
            fit="contain"
            sizes="4rem"
            rounded
          />
          <Link
            href={hrefOf(countrySite, 'design', { slug: design.slug, design_id: design.id })}
            weight="strong"
          >
            {design.name}
          </Link>
          <Link
            href={hrefOf(countrySite, 'create', { article_id: article.id }, { design: design.id })}
            aria-label={t('designs.customiseNamed', { name: design.name })}
          >
            {t('design.customise')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DesignCards({
  designs,
  article,
}: {
  designs: readonly DesignSummary[];
  article: Article;
}) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  return (
    <Columns
      columns={productGridColumns}
      space="medium"
      as="ul"
      aria-label={t('designs.listLabel', { name: article.name })}
    >
      {designs.map((design) => (
        <DesignCard
          key={design.id}
          site={countrySite}
          design={design}
          href={hrefOf(countrySite, 'design', { slug: design.slug, design_id: design.id })}
          prices={article.prices}
        />
      ))}
    </Columns>
  );
}

export interface DesignGalleryProps {
  article: Article;
  designs: AsyncRead<DesignPage>;
  /** LIST: compact rows; otherwise cards. */
  listMode: ListMode;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  page: number;
  onPageChange: (page: number) => void;
}

/** The ready-made designs of a product, sorted and by page, to start from. */
export function DesignGallery(props: DesignGalleryProps) {
  const { article, designs, listMode, sort, onSortChange, page, onPageChange } = props;
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const pageCount = designs.data?.pagination.total_pages ?? 1;
  return (
    <section aria-labelledby="designs-gallery">
      <Stack space="medium">
        <div className={toolbar}>
          <Heading level={2} size="medium" id="designs-gallery">
            {t('designs.gallery')}
          </Heading>
          <div className={sortClass}>
            <Select
              label={t('designs.sort')}
              value={sort}
              onValueChange={(value) => onSortChange(value as SortOrder)}
              options={sortOrders.map((value) => ({ value, label: t(`designs.sorts.${value}`) }))}
            />
          </div>
        </div>
        <AsyncState
          read={designs}
          loading={{ shape: listMode === 'LIST' ? 'list' : 'cards', count: 4 }}
          texts={{ error: t('states.loadError'), retry: t('states.retry') }}
          retryTone="neutral"
          isEmpty={(data) => data.designs.length === 0}
          empty={
            <EmptyState
              title={t('designs.empty')}
              description={t('designs.emptyHint')}
              headingLevel={3}
              action={
                <Link href={hrefOf(countrySite, 'create', { article_id: article.id })}>
                  {t('designs.startBlank')}
                </Link>
              }
            />
          }
        >
          {(data) =>
            listMode === 'LIST' ? (
              <DesignRows designs={data.designs} article={article} />
            ) : (
              <DesignCards designs={data.designs} article={article} />
            )
          }
        </AsyncState>
        {pageCount > 1 ? (
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
        ) : null}
      </Stack>
    </section>
  );
}
