import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button, hiddenContent, spinner } from './Button.css.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from './buttonVariants.ts';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children'
> {
  children: ReactNode;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width and blocks clicks (e.g. while an order is placed). */
  loading?: boolean;
  icon?: ReactNode;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  ref,
  children,
  tone = 'brand',
  variant = 'solid',
  size = 'medium',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  return (
    <button
      ref={ref}
      type={type}
      className={button({ tone, variant, size, fullWidth })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={hiddenContent}>{content}</span>
          <span className={spinner} aria-hidden="true" />
        </>
      ) : (
        content
      )}
    </button>
  );
}
Button.displayName = 'Button';
