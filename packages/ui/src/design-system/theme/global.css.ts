import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// A small reset: predictable box sizing, no default margins, media that never overflows.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
  // The page is laid out edge to edge (`viewport-fit=cover`): a phone held sideways keeps its
  // content clear of the notch; pinned bars add the bottom inset themselves.
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
});
globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
