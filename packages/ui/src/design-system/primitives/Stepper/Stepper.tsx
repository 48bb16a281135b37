import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { checkoutSteps, type CheckoutStepName } from '@shop/domain';
import * as styles from './Stepper.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CheckIcon } from '../Icon/icons.ts';

export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepperProps {
  currentStep: CheckoutStepName;
  /** Steps the customer has finished; by default every step before the current one. */
  completedSteps?: readonly CheckoutStepName[];
  /** Lets the customer go back to a completed step. Without it no step is clickable. */
  onStepSelect?: (step: CheckoutStepName) => void;
  /** Names the steps for screen readers; "Checkout steps" in the page's language by default. */
  label?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/** The four checkout steps: contact, address, shipment, payment. */
export function Stepper({ ref, currentStep, completedSteps, onStepSelect, label }: StepperProps) {
  const labels = useDesignSystemLabels();
  const currentNumber = checkoutSteps.find((step) => step.name === currentStep)?.number ?? 1;
  const stateOf = (name: CheckoutStepName, number: number): StepState => {
    if (name === currentStep) return 'current';
    const done = completedSteps ? completedSteps.includes(name) : number < currentNumber;
    return done ? 'completed' : 'upcoming';
  };

  return (
    <nav ref={ref} aria-label={label ?? labels.stepper.label}>
      <ol className={styles.list}>
        {checkoutSteps.map(({ name, number }) => {
          const state = stateOf(name, number);
          const inner = (
            <>
              <span className={`${styles.marker} ${styles.markerState[state]}`} aria-hidden="true">
                {state === 'completed' ? (
                  <span className={styles.icon}>
                    <Icon icon={CheckIcon} />
                  </span>
                ) : (
                  number
                )}
              </span>
              <span className={state === 'current' ? styles.labelCurrent : styles.label}>
                <span className={styles.hidden}>{labels.stepper.stepNumber(number)}: </span>
                {labels.stepper.step(name)}
                {state !== 'upcoming' && (
                  <span className={styles.hidden}>, {labels.stepper[state]}</span>
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
