import { type Design, fieldLimits, isApiError } from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';

type SavedDesign = Omit<Design, 'document'>;

const renameRules = () => import('./renameRules.ts').then((rules) => rules.renameSchema);

/** Renames a design in a dialog; a stale revision (changed in the editor meanwhile) says so. */
export function RenameDesign({
  design,
  onRename,
}: {
  design: SavedDesign;
  onRename: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation('designLibrary');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const form = useZodForm(renameRules, { defaultValues: { name: design.name } });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ name: design.name });
      }}
      title={t('renameTitle')}
      trigger={
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          aria-label={t('renameNamed', { name: design.name })}
        >
          {t('rename')}
        </Button>
      }
    >
      <Form
        form={form}
        aria-label={t('renameTitle')}
        onSubmit={async ({ name }) => {
          await onRename(name);
          setOpen(false);
        }}
        submitErrorMessage={(error) => {
          if (isApiError(error) && error.upstreamStatus === 409) return t('stale');
          return t('actionFailed', { reason: apiErrorText(error) ?? t('unknownReason') });
        }}
      >
        <FormField control={form.control} name="name">
          {(field) => (
            <TextField {...field} limit={fieldLimits.designName} label={t('newName')} required />
          )}
        </FormField>
        <Inline space="small" align="right">
          <DialogClose>
            <Button variant="soft" tone="neutral">
              {t('cancel')}
            </Button>
          </DialogClose>
          <FormSubmit>{t('save')}</FormSubmit>
        </Inline>
      </Form>
    </Dialog>
  );
}

/** Deletes a design after the customer confirms it. */
export function RemoveDesign({ design, onRemove }: { design: SavedDesign; onRemove: () => void }) {
  const { t } = useTranslation('designLibrary');
  return (
    <Dialog
      title={t('removeTitle')}
      description={t('removeDescription', { name: design.name })}
      trigger={
        <Button
          size="small"
          variant="ghost"
          tone="critical"
          aria-label={t('removeNamed', { name: design.name })}
        >
          {t('remove')}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="soft" tone="neutral">
              {t('cancel')}
            </Button>
          </DialogClose>
          <DialogClose>
            <Button tone="critical" onClick={onRemove}>
              {t('confirmRemove')}
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
