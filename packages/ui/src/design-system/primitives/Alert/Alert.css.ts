import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStart: `4px solid`,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.color.infoSoft,
        color: vars.color.onInfoSoft,
        borderInlineStartColor: vars.color.info,
      },
      positive: {
        backgroundColor: vars.color.positiveSoft,
        color: vars.color.onPositiveSoft,
        borderInlineStartColor: vars.color.positive,
      },
      caution: {
        backgroundColor: vars.color.cautionSoft,
        color: vars.color.onCautionSoft,
        borderInlineStartColor: vars.color.caution,
      },
      critical: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.onCriticalSoft,
        borderInlineStartColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

/** The icon sits on the first line of text. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  height: `calc(1em * ${vars.lineHeight.standard})`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.strong, margin: 0 });

export const action = style({ marginTop: vars.space.xsmall });

/** The dismiss button takes the alert's text colour and lines up with the first line. */
export const dismiss = style({ marginBlock: `calc(${vars.space.xxsmall} * -1)`, color: 'inherit' });
