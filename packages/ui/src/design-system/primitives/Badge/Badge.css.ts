import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const c = vars.color;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.standard} solid transparent`,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: {
        fontSize: vars.fontSize.xsmall,
        paddingBlock: '0.125rem',
        paddingInline: vars.space.xsmall,
      },
      medium: {
        fontSize: vars.fontSize.small,
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.small,
      },
    },
    tone: { neutral: {}, brand: {}, accent: {}, info: {}, positive: {}, caution: {}, critical: {} },
    emphasis: { soft: {}, strong: {} },
  },
  compoundVariants: [
    {
      variants: { tone: 'neutral', emphasis: 'soft' },
      style: { backgroundColor: c.neutral, color: c.onNeutral },
    },
    {
      variants: { tone: 'neutral', emphasis: 'strong' },
      style: { backgroundColor: c.surfaceInverse, color: c.textInverse },
    },
    {
      variants: { tone: 'brand', emphasis: 'soft' },
      style: { backgroundColor: c.brandSoft, color: c.onBrandSoft },
    },
    {
      variants: { tone: 'brand', emphasis: 'strong' },
      style: { backgroundColor: c.brand, color: c.onBrand },
    },
    // There is no soft accent colour: an outlined surface keeps the accent recognisable.
    {
      variants: { tone: 'accent', emphasis: 'soft' },
      style: { backgroundColor: c.surface, color: c.text, borderColor: c.accent },
    },
    {
      variants: { tone: 'accent', emphasis: 'strong' },
      style: { backgroundColor: c.accent, color: c.onAccent },
    },
    {
      variants: { tone: 'info', emphasis: 'soft' },
      style: { backgroundColor: c.infoSoft, color: c.onInfoSoft },
    },
    {
      variants: { tone: 'info', emphasis: 'strong' },
      style: { backgroundColor: c.info, color: c.onInfo },
    },
    {
      variants: { tone: 'positive', emphasis: 'soft' },
      style: { backgroundColor: c.positiveSoft, color: c.onPositiveSoft },
    },
    {
      variants: { tone: 'positive', emphasis: 'strong' },
      style: { backgroundColor: c.positive, color: c.onPositive },
    },
    {
      variants: { tone: 'caution', emphasis: 'soft' },
      style: { backgroundColor: c.cautionSoft, color: c.onCautionSoft },
    },
    {
      variants: { tone: 'caution', emphasis: 'strong' },
      style: { backgroundColor: c.caution, color: c.onCaution },
    },
    {
      variants: { tone: 'critical', emphasis: 'soft' },
      style: { backgroundColor: c.criticalSoft, color: c.onCriticalSoft },
    },
    {
      variants: { tone: 'critical', emphasis: 'strong' },
      style: { backgroundColor: c.critical, color: c.onCritical },
    },
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'soft', size: 'medium' },
});

/** The label is cut with an ellipsis when the badge is wider than its container. */
export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
