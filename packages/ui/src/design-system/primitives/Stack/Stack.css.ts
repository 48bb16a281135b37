import { style } from '@vanilla-extract/css';

/** Lists laid out by Stack, Inline or Columns lose their bullets and indent. */
export const list = style({ listStyle: 'none', padding: 0, margin: 0 });
