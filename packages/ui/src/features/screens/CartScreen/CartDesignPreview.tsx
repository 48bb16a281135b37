import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Dialog } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { ShowIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { Spinner } from '../../../design-system/primitives/Spinner/Spinner.tsx';

/** What draws a saved design whole (the constructor's preview, loaded when first opened). */
export type DesignPreview = ComponentType<{ articleId: number; designId: string }>;

/** A cart line's "Preview": every page of the line's design, as it will arrive, in a dialog. */
export function CartDesignPreview({
  name,
  articleId,
  designId,
  Preview,
}: {
  name: string;
  articleId: number;
  designId: string;
  Preview: DesignPreview;
}) {
  const { t } = useTranslation('cart');
  return (
    <Dialog
      size="wide"
      title={t('line.previewTitle', { name })}
      trigger={
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          icon={<Icon icon={ShowIcon} size="small" />}
          aria-label={t('line.previewDesignOf', { name })}
        >
          {t('line.previewDesign')}
        </Button>
      }
    >
      <Suspense fallback={<Spinner label={t('line.previewLoading')} showLabel />}>
        <Preview articleId={articleId} designId={designId} />
      </Suspense>
    </Dialog>
  );
}
