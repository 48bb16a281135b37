import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';

/**
 * The place of a block that is still loading: its placeholders (hidden from screen readers), marked
 * busy and announced as loading, so assistive technology hears the same state the eye sees.
 */
export function LoadingPlace({ children }: { children: ReactNode }) {
  const { t } = useTranslation('general');
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {children}
    </div>
  );
}
