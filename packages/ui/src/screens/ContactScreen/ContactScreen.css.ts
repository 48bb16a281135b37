import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The message box: the control frame of the form's fields, grown to several lines. */
export const messageBox = style({ alignItems: 'stretch', paddingBlock: vars.space.xsmall });
export const messageInput = style({ resize: 'vertical' });
