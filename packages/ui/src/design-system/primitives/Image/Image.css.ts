import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { imageAspectRatios, type ImageAspectRatio } from './imageVariants.ts';

export const aspectRatio = styleVariants(
  Object.fromEntries(
    imageAspectRatios.map((ratio) => [ratio, ratio.replace(':', ' / ')]),
  ) as Record<ImageAspectRatio, string>,
  (ratio) => ({ aspectRatio: ratio }),
);

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

export const rounded = style({ borderRadius: vars.radius.medium });

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

export const fit = styleVariants({ cover: 'cover', contain: 'contain' } as const, (objectFit) => ({
  objectFit,
}));

export const unavailable = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});
