import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './MasterLayout.css.ts';
import { SearchIcon } from '../../../design-system/primitives/Icon/icons.ts';

export function SearchForm({
  action,
  defaultQuery,
  onSearch,
  stacked = false,
}: {
  action: string;
  defaultQuery?: string;
  onSearch?: (query: string) => void;
  stacked?: boolean;
}) {
  const { t } = useTranslation('layout');
  const id = useId();
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={`${styles.search} ${stacked ? styles.searchStacked : ''}`}
      onSubmit={(event) => {
        const entry = new FormData(event.currentTarget).get('query');
        const query = typeof entry === 'string' ? entry.trim() : '';
        // The search page is only valid with a non-empty query.
        if (!query) {
          event.preventDefault();
          return;
        }
        if (onSearch) {
          event.preventDefault();
          onSearch(query);
        }
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>{t('search.label')}</VisuallyHidden>
      </label>
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        name="query"
        defaultValue={defaultQuery}
        placeholder={t('search.placeholder')}
        autoComplete="off"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('search.submit')}>
        <Icon icon={SearchIcon} />
      </button>
    </form>
  );
}
