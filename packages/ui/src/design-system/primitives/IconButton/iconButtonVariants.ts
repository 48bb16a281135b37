export {
  buttonSizes as iconButtonSizes,
  buttonTones as iconButtonTones,
  buttonVariants as iconButtonVariants,
} from '../Button/buttonVariants.ts';
export type {
  ButtonSize as IconButtonSize,
  ButtonTone as IconButtonTone,
  ButtonVariant as IconButtonVariant,
} from '../Button/buttonVariants.ts';
