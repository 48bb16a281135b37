import { useTranslation } from 'react-i18next';
import { fieldLimits } from '@shop/domain';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { TagIcon } from '../../../design-system/primitives/Icon/icons.ts';

const promotionCodeRules = () =>
  import('./promotionCodeRules.ts').then((rules) => rules.promotionCodeSchema);

export interface PromotionCodeFormProps {
  /** The code the cart carries, or null. */
  appliedCode: string | null;
  /** Applies a code; resolves false when the code does not apply to this cart, rejects on failures. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  /** The removal is on its way to the API. */
  removing?: boolean;
}

/** The cart's promotion code: type and apply one, see why it does not apply, or remove it. */
export function PromotionCodeForm({
  appliedCode,
  onApply,
  onRemove,
  removing = false,
}: PromotionCodeFormProps) {
  const { t } = useTranslation('cart');
  const form = useZodForm(promotionCodeRules, { defaultValues: { code: '' } });

  if (appliedCode) {
    return (
      <Inline space="small" alignY="center" wrap>
        <Text size="small">{t('promotion.applied')}</Text>
        <Badge tone="positive" icon={TagIcon}>
          {appliedCode}
        </Badge>
        <Button variant="ghost" size="small" tone="neutral" onClick={onRemove} loading={removing}>
          {t('promotion.remove')}
        </Button>
      </Inline>
    );
  }

  return (
    <Form
      form={form}
      aria-label={t('promotion.formLabel')}
      onSubmit={async ({ code }) => {
        const applied = await onApply(code);
        if (applied) form.reset({ code: '' });
        else form.setError('code', { message: 'cart:promotion.invalid' }, { shouldFocus: true });
      }}
    >
      <FormField control={form.control} name="code">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.promotionCode}
            label={t('promotion.label')}
            autoComplete="off"
            autoCapitalize="characters"
          />
        )}
      </FormField>
      <FormSubmit variant="soft" tone="neutral">
        {t('promotion.apply')}
      </FormSubmit>
    </Form>
  );
}
