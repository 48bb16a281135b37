/** The three parts of a date as typed: kept as text so half-typed values survive re-renders. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const emptyDateParts: DateParts = { day: '', month: '', year: '' };

const withoutLeadingZeros = (part: string) => (/^\d+$/.test(part) ? String(Number(part)) : part);

/**
 * `yyyy-m-d` (the date string of the domain's validators: no leading zeros) once all three parts
 * are typed; `''` when none is; otherwise the partial string, e.g. `1990--7`, which fails validation
 * as "not a real date" but keeps what the customer typed.
 */
export function formatDateParts({ day, month, year }: DateParts): string {
  const trimmed = { day: day.trim(), month: month.trim(), year: year.trim() };
  if (trimmed.day === '' && trimmed.month === '' && trimmed.year === '') return '';
  return `${trimmed.year}-${withoutLeadingZeros(trimmed.month)}-${withoutLeadingZeros(trimmed.day)}`;
}

/** Reads a `yyyy-m-d` (or partial) string back into parts. */
export function parseDateParts(value: string | undefined | null): DateParts {
  if (!value) return emptyDateParts;
  const [year = '', month = '', day = '', ...rest] = value.split('-');
  if (rest.length > 0) return emptyDateParts;
  return { year, month, day };
}
