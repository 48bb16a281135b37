import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { holidaysOf, type MonthGrid } from '../model/index.ts';
import * as styles from './Editor.css.ts';

/**
 * Under a calendar's month page: the public holidays the grid marks in colour, by day and name,
 * so every customer (a screen reader too) knows which days they are.
 */
export function CalendarCaption({ grid }: { grid: MonthGrid }) {
  const { t } = useTranslation('constructor');
  const { locale } = useCountrySite();
  const holidays = holidaysOf(grid);
  if (holidays.length === 0)
    return (
      <p className={styles.hint} data-testid="calendar-holidays">
        {t('calendar.noHolidays', { month: grid.title })}
      </p>
    );
  const dayOf = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    holidays.map(
      ({ day, names }) =>
        `${dayOf.format(Date.UTC(grid.year, grid.month - 1, day))} – ${names.join(', ')}`,
    ),
  );
  return (
    <p className={styles.hint} data-testid="calendar-holidays">
      {t('calendar.holidays', { month: grid.title, holidays: list })}
    </p>
  );
}
