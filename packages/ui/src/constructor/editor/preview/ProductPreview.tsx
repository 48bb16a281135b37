import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Dialog } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { ShowIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { productFormOf, type DesignDoc, type Template } from '../../model/index.ts';
import * as styles from './Preview.css.ts';

// The preview's drawing loads when it is first opened: the editor does not wait for it.
const PreviewOf = lazy(() => import('./PreviewOf.tsx'));

/**
 * "Preview": the whole product as it will arrive, drawn from the design as it is when opened.
 */
export function ProductPreview({ template, doc }: { template: Template; doc: DesignDoc }) {
  const { t } = useTranslation('constructor');
  return (
    <Dialog
      size="wide"
      title={t('preview.title')}
      description={t(`preview.hint_${productFormOf(template)}`)}
      trigger={
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          icon={<Icon icon={ShowIcon} size="small" />}
        >
          {t('preview.open')}
        </Button>
      }
    >
      <Suspense fallback={<p className={styles.position}>{t('preview.drawing')}</p>}>
        <PreviewOf template={template} doc={doc} />
      </Suspense>
    </Dialog>
  );
}
