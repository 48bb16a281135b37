import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNames, type CountrySite, type CountrySiteId } from '@shop/domain';
import * as styles from './MasterLayout.css.ts';

// The same for every visitor in a language, and the shop's sites are few: each name is made once.
const siteNames = new Map<string, string>();

/** "España · español": the country and the language, each named in the customer's language. */
function useCountrySiteName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (site: CountrySite) => {
    const key = `${language} ${site.country} ${site.language}`;
    let name = siteNames.get(key);
    if (name === undefined) {
      const region = displayNames(language, 'region').of(site.country) ?? site.country;
      name = `${region} · ${displayNames(language, 'language').of(site.language) ?? site.language}`;
      siteNames.set(key, name);
    }
    return name;
  };
}

export function CountrySiteSwitcher({
  sites,
  current,
  onChange,
  stacked = false,
}: {
  sites: readonly CountrySite[];
  current: CountrySiteId;
  onChange: (id: CountrySiteId) => void;
  stacked?: boolean;
}) {
  const { t } = useTranslation('layout');
  const id = useId();
  const nameOf = useCountrySiteName();
  if (sites.length < 2) return null;
  return (
    <div className={`${styles.switcher} ${stacked ? styles.switcherStacked : ''}`}>
      <label htmlFor={id}>{t('countrySite.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => onChange(event.currentTarget.value as CountrySiteId)}
      >
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {nameOf(site)}
          </option>
        ))}
      </select>
    </div>
  );
}
