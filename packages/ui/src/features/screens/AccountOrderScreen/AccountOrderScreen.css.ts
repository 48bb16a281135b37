import { style } from '@vanilla-extract/css';

/** Addresses read upright, one part per line. */
export const address = style({ fontStyle: 'normal', display: 'grid' });
