import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, hiddenContent, spinner } from '../Button/Button.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ShopIcon } from '../Icon/iconVariants.ts';
import { square } from './IconButton.css.ts';
import type { IconButtonSize, IconButtonTone, IconButtonVariant } from './iconButtonVariants.ts';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The button's accessible name (also its tooltip text for pointer users). Required: the icon alone says nothing. */
  label: string;
  icon: ShopIcon;
  tone?: IconButtonTone;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Shows a spinner, keeps the name and blocks clicks. */
  loading?: boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon (close, delete a cart line, open the menu), with a required label. */
export function IconButton({
  ref,
  label,
  icon,
  tone = 'neutral',
  variant = 'ghost',
  size = 'medium',
  loading = false,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  const glyph = (
    <Icon icon={icon} size={size === 'large' ? 'large' : size === 'small' ? 'small' : 'medium'} />
  );
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={`${button({ tone, variant, size })} ${square[size]}`}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={hiddenContent}>{glyph}</span>
          <span className={spinner} aria-hidden="true" />
        </>
      ) : (
        glyph
      )}
    </button>
  );
}
IconButton.displayName = 'IconButton';
