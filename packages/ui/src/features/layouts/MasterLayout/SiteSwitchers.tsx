import { displayNames } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { CountrySiteSwitcher } from './CountrySiteSwitcher.tsx';
import type { MasterLayoutProps } from './masterLayoutTypes.ts';

export type SiteSwitchersProps = Pick<
  MasterLayoutProps,
  'countrySites' | 'currentCountrySite' | 'onCountrySiteChange' | 'languageSwitch'
>;

/** The same page in the country's other language (where there is one), and the country site. */
export function SiteSwitchers({
  countrySites,
  currentCountrySite,
  onCountrySiteChange,
  languageSwitch: other,
  stacked,
}: SiteSwitchersProps & { stacked: boolean }) {
  const { t } = useTranslation('layout');
  // The other language named in itself ("Nederlands"), a full page load: the page renders in it.
  const otherName = other
    ? (displayNames(other.language, 'language').of(other.language) ?? other.language)
    : '';
  return (
    <>
      {other ? (
        <a
          href={other.href}
          hrefLang={other.language}
          lang={other.language}
          aria-label={t('countrySite.languageSwitch', { language: otherName })}
        >
          {otherName}
        </a>
      ) : null}
      <CountrySiteSwitcher
        sites={countrySites}
        current={currentCountrySite}
        onChange={onCountrySiteChange}
        stacked={stacked}
      />
    </>
  );
}
