import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import * as styles from './Editor.css.ts';

export type PageView = 'spread' | 'page';

/** The choice of a book's spread or single page on the stage. */
export function PageViewSwitch({
  view,
  onView,
}: {
  view: PageView;
  onView: (view: PageView) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={styles.buttonRow} role="group" aria-label={t('pages.view')}>
      {(['spread', 'page'] as const).map((option) => (
        <Button
          key={option}
          size="small"
          variant={view === option ? 'solid' : 'soft'}
          tone="neutral"
          aria-pressed={view === option}
          onClick={() => onView(option)}
        >
          {t(option === 'spread' ? 'pages.viewSpread' : 'pages.viewPage')}
        </Button>
      ))}
    </div>
  );
}
