import { useTranslation } from 'react-i18next';
import * as styles from '../Editor.css.ts';
import { editorFontGroups, editorFonts, type FontGroup } from '../fonts.ts';

const fontGroups = Object.keys(editorFontGroups) as FontGroup[];

/** The text's font, grouped by kind; a font the editor no longer offers stays listed while used. */
export function FontPicker({
  fontFamily,
  onFont,
}: {
  fontFamily: string;
  onFont: (fontFamily: string) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <label className={styles.nativeLabel}>
      {t('text.font')}
      <select
        className={styles.nativeControl}
        value={fontFamily}
        onChange={(event) => onFont(event.target.value)}
      >
        {editorFonts.includes(fontFamily) ? null : <option value={fontFamily}>{fontFamily}</option>}
        {fontGroups.map((group) => (
          <optgroup key={group} label={t(`text.fontGroup_${group}`)}>
            {editorFontGroups[group].map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
