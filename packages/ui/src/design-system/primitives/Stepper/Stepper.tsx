import type { Ref } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkoutSteps, type CheckoutStepName } from '@shop/domain';
import * as styles from './Stepper.css.ts';

export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepperProps {
  currentStep: CheckoutStepName;
  /** Steps the customer has finished; by default every step before the current one. */
  completedSteps?: readonly CheckoutStepName[];
  /** Lets the customer go back to a completed step. Without it no step is clickable. */
  onStepSelect?: (step: CheckoutStepName) => void;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/** The four checkout steps: contact, address, shipment, payment. */
export function Stepper({ ref, currentStep, completedSteps, onStepSelect }: StepperProps) {
  const { t } = useTranslation('data');
  const currentNumber = checkoutSteps.find((step) => step.name === currentStep)?.number ?? 1;
  const stateOf = (name: CheckoutStepName, number: number): StepState => {
    if (name === currentStep) return 'current';
    const done = completedSteps ? completedSteps.includes(name) : number < currentNumber;
    return done ? 'completed' : 'upcoming';
  };

  return (
    <nav ref={ref} aria-label={t('stepper.label')}>
      <ol className={styles.list}>
        {checkoutSteps.map(({ name, number }) => {
          const state = stateOf(name, number);
          const inner = (
            <>
              <span className={`${styles.marker} ${styles.markerState[state]}`} aria-hidden="true">
                {state === 'completed' ? <Check className={styles.icon} /> : number}
              </span>
              <span className={state === 'current' ? styles.labelCurrent : styles.label}>
                <span className={styles.hidden}>{t('stepper.stepNumber', { number })}: </span>
                {t(`stepper.steps.${name}`)}
                {state !== 'upcoming' && (
                  <span className={styles.hidden}>, {t(`stepper.${state}`)}</span>
                )}
              </span>
            </>
          );
          return (
            <li
              key={name}
              className={`${styles.step} ${state !== 'upcoming' ? styles.stepDone : ''}`}
            >
              {state === 'completed' && onStepSelect ? (
                <button
                  type="button"
                  className={`${styles.content} ${styles.clickable}`}
                  onClick={() => onStepSelect(name)}
                >
                  {inner}
                </button>
              ) : (
                <span
                  className={styles.content}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {inner}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
Stepper.displayName = 'Stepper';
