import { useTranslation } from 'react-i18next';
import * as tray from './PhotoTray.css.ts';

export const traySorts = ['added', 'taken', 'name'] as const;
export type TraySort = (typeof traySorts)[number];
export const trayFilters = ['all', 'used', 'unused'] as const;
export type TrayFilter = (typeof trayFilters)[number];

/** The tray's order and which photos it shows. */
export function TrayControls({
  sort,
  filter,
  onSort,
  onFilter,
}: {
  sort: TraySort;
  filter: TrayFilter;
  onSort: (sort: TraySort) => void;
  onFilter: (filter: TrayFilter) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={tray.controls}>
      <label className={tray.control}>
        {t('tray.sort')}
        <select
          className={tray.select}
          value={sort}
          onChange={(event) => onSort(event.target.value as TraySort)}
        >
          {traySorts.map((value) => (
            <option key={value} value={value}>
              {t(`tray.sorts.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={tray.control}>
        {t('tray.filter')}
        <select
          className={tray.select}
          value={filter}
          onChange={(event) => onFilter(event.target.value as TrayFilter)}
        >
          {trayFilters.map((value) => (
            <option key={value} value={value}>
              {t(`tray.filters.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
