import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../../features/data/CountrySiteContext.tsx';
import {
  calendarMonths,
  calendarYearsAhead,
  monthTitle,
  type CalendarStart,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { Panel } from './Panel.tsx';

/** The month names in the site's language, January first, for the choice of the first month. */
function monthNamesOf(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2024, month, 1)));
}

/** This year and the next ones, and the calendar's own year should it be another (an old design). */
function yearChoices(start: CalendarStart, today: Date): number[] {
  const first = today.getFullYear();
  const years = Array.from({ length: calendarYearsAhead + 1 }, (_, offset) => first + offset);
  return years.includes(start.year) ? years : [...years, start.year].sort((a, b) => a - b);
}

/**
 * A calendar's first month and year: the twelve month pages follow from them, their photos
 * staying where they are. Each change is one undo step.
 */
export function CalendarPanel({
  start,
  dispatch,
  today = new Date(),
}: {
  start: CalendarStart;
  dispatch: EditorDispatch;
  /** The day the years to choose from count from. */
  today?: Date;
}) {
  const { t } = useTranslation('constructor');
  const { locale } = useCountrySite();
  const months = calendarMonths(start);
  const first = months[0] ?? start;
  const last = months.at(-1) ?? start;
  const choose = (next: CalendarStart) =>
    dispatch({ type: 'command', command: { type: 'setCalendarStart', ...next } });
  return (
    <Panel heading={t('calendar.heading')}>
      <label className={styles.nativeLabel}>
        {t('calendar.startMonth')}
        <select
          className={styles.nativeControl}
          value={start.month}
          onChange={(event) => choose({ year: start.year, month: Number(event.target.value) })}
        >
          {monthNamesOf(locale).map((name, position) => (
            <option key={name} value={position + 1}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.nativeLabel}>
        {t('calendar.startYear')}
        <select
          className={styles.nativeControl}
          value={start.year}
          onChange={(event) => choose({ year: Number(event.target.value), month: start.month })}
        >
          {yearChoices(start, today).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.hint} data-testid="calendar-range">
        {t('calendar.range', {
          first: monthTitle(first, locale),
          last: monthTitle(last, locale),
        })}
      </p>
    </Panel>
  );
}
