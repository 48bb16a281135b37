import {
  formatPrice,
  priceSiteOf,
  type CountrySite,
  type PaymentInstructions as Instructions,
} from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { usePaymentMethodName } from '../../i18n/useVocabularyLabel.ts';
import { CopyButton, type CopyOutcome } from './CopyButton.tsx';
import * as styles from './PaymentInstructions.css.ts';

export interface PaymentInstructionsProps {
  /** What the order's pending payment asks of the customer (`payment_instructions` of its tracking). */
  instructions: Instructions;
  /** The country site: the amount in its locale. */
  site: Pick<CountrySite, 'locale'>;
}

/** An IBAN in groups of four, as banks print it; the copy keeps it without spaces. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * How to pay an order whose payment is pending: for a bank transfer the account, the holder, the
 * exact amount and the reference, each with a copy button; for other methods what to do next.
 */
export function PaymentInstructions({ instructions, site }: PaymentInstructionsProps) {
  const { t } = useTranslation('account');
  const methodName = usePaymentMethodName();
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const { amount, bank_account: account, reference, method } = instructions;
  // A transfer must match to the cent: the amount shows its decimals even where prices are whole.
  const shownAmount = formatPrice(
    amount.amount,
    priceSiteOf({ locale: site.locale, priceDecimals: true }, amount),
  );

  const details: ReadonlyArray<readonly [name: string, shown: string, copied: string]> = account
    ? [
        [t('paymentInstructions.iban'), groupedIban(account.iban), account.iban],
        [t('paymentInstructions.holder'), account.holder, account.holder],
        // Bank forms take the number alone: no currency sign, a dot for the cents.
        [t('paymentInstructions.amount'), shownAmount, amount.amount.toFixed(2)],
        [t('paymentInstructions.reference'), reference, reference],
      ]
    : [];

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading level={2} size="medium" id={titleId}>
        {t('paymentInstructions.title')}
      </Heading>
      {account ? (
        <>
          <Text>{t('paymentInstructions.transfer')}</Text>
          <dl className={styles.details}>
            {details.map(([name, shown, copied]) => (
              <Detail
                key={name}
                name={name}
                shown={shown}
                copied={copied}
                onCopy={(outcome) => setAnnouncement(t(`paymentInstructions.${outcome}`, { name }))}
              />
            ))}
          </dl>
        </>
      ) : (
        <Text>
          {t(
            method === 'BILLING_ACCOUNT'
              ? 'paymentInstructions.billingAccount'
              : 'paymentInstructions.online',
            { method: methodName(method), amount: shownAmount, reference },
          )}
        </Text>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

interface DetailProps {
  name: string;
  shown: string;
  copied: string;
  onCopy: (outcome: CopyOutcome) => void;
}

/** One line of the transfer: its name, its value and its copy button. */
function Detail({ name, shown, copied, onCopy }: DetailProps) {
  const valueRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{name}</dt>
      <dd className={styles.value} ref={valueRef}>
        {shown}
      </dd>
      <dd className={styles.copy}>
        <CopyButton
          value={copied}
          name={name}
          onCopy={(outcome) => {
            // Refused: the value is selected instead, ready for the keyboard's copy.
            if (outcome === 'refused' && valueRef.current)
              window.getSelection()?.selectAllChildren(valueRef.current);
            onCopy(outcome);
          }}
        />
      </dd>
    </div>
  );
}
