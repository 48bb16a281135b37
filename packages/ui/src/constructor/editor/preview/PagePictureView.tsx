import { useTranslation } from 'react-i18next';
import type { PagePicture } from './usePagePictures.ts';
import * as styles from './Preview.css.ts';

/** One printed page in a preview: its picture, a note while it is drawn or if it cannot be. */
export function PagePictureView({ picture, name }: { picture: PagePicture; name: string }) {
  const { t } = useTranslation('constructor');
  if (picture) return <img className={styles.page} src={picture} alt={name} draggable={false} />;
  return (
    <div className={styles.blank} role="img" aria-label={name}>
      {picture === null ? t('preview.notDrawn') : t('preview.drawing')}
    </div>
  );
}
