import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
// Imported first so these square overrides come after the Button styles they refine.
import '../Button/Button.css.ts';

/** A square button the size of a control; the icon is its only content. */
export const square = styleVariants(vars.controlHeight, (size) => ({
  width: size,
  minWidth: size,
  paddingInline: 0,
  flexShrink: 0,
}));
