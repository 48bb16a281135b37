import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { CopyIcon } from '../../../design-system/primitives/Icon/icons.ts';

export type CopyOutcome = 'copied' | 'refused';

export interface CopyButtonProps {
  /** The exact text the bank form needs (an IBAN without spaces, an amount without currency). */
  value: string;
  /** What is copied, as the page names it ("IBAN"): the button's accessible name says it. */
  name: string;
  /** The copy's outcome, for the fragment's one announcement. */
  onCopy: (outcome: CopyOutcome) => void;
}

/**
 * Copies one payment detail to the clipboard. Browsers may refuse (no permission, an insecure
 * page, an older browser): the caller then selects the value so the customer can copy it by hand.
 */
export function CopyButton({ value, name, onCopy }: CopyButtonProps) {
  const { t } = useTranslation('account');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopy('copied');
    } catch {
      onCopy('refused');
    }
  };
  return (
    <Button
      size="small"
      variant="soft"
      tone="neutral"
      icon={<Icon icon={CopyIcon} />}
      aria-label={t('paymentInstructions.copy', { name })}
      onClick={() => void copy()}
    >
      {t('paymentInstructions.copyShort')}
    </Button>
  );
}
