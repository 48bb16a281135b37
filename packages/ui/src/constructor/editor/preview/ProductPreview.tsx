import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Dialog } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { IconButton } from '../../../design-system/primitives/IconButton/IconButton.tsx';
import { ShowIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { productFormOf, type DesignDoc, type Template } from '../../model/index.ts';
import * as styles from './Preview.css.ts';

// The preview's drawing loads when it is first opened: the editor does not wait for it.
const PreviewOf = lazy(() => import('./PreviewOf.tsx'));

/**
 * "Preview": the whole product as it will arrive, drawn from the design as it is when opened.
 * On a phone (`compact`) the button is its eye alone, to keep the header's row.
 */
export function ProductPreview({
  template,
  doc,
  compact = false,
}: {
  template: Template;
  doc: DesignDoc;
  compact?: boolean;
}) {
  const { t } = useTranslation('constructor');
  return (
    <Dialog
      size="wide"
      title={t('preview.title')}
      description={t(`preview.hint_${productFormOf(template)}`)}
      trigger={
        compact ? (
          <IconButton label={t('preview.open')} icon={ShowIcon} variant="soft" />
        ) : (
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            icon={<Icon icon={ShowIcon} size="small" />}
          >
            {t('preview.open')}
          </Button>
        )
      }
    >
      <Suspense fallback={<p className={styles.position}>{t('preview.drawing')}</p>}>
        <PreviewOf template={template} doc={doc} />
      </Suspense>
    </Dialog>
  );
}
