export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line, e.g. a pickpoint's address; also searched. */
  description?: string;
  disabled?: boolean;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export const defaultComboboxFilter = (option: ComboboxOption, query: string): boolean => {
  const needle = normalize(query.trim());
  return needle === '' || normalize(`${option.label} ${option.description ?? ''}`).includes(needle);
};

/** The next option an arrow key reaches from `from` (-1: none yet), skipping disabled ones. */
export function nextEnabledIndex(
  results: readonly ComboboxOption[],
  from: number,
  step: 1 | -1,
): number {
  let next = from;
  for (let tries = 0; tries < results.length; tries += 1) {
    next =
      next === -1
        ? step === 1
          ? 0
          : results.length - 1
        : (next + step + results.length) % results.length;
    if (!results[next]?.disabled) break;
  }
  return next;
}
