import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const box = style({ alignItems: 'stretch', paddingBlock: vars.space.xsmall });

export const input = style({ resize: 'vertical' });
