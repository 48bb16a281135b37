/** Fixed frame ratios (width:height): the frame is reserved before the image loads, so nothing shifts. */
export const imageAspectRatios = ['1:1', '4:3', '3:4', '3:2', '2:3', '16:9'] as const;
export type ImageAspectRatio = (typeof imageAspectRatios)[number];

/** `cover` fills the frame (may crop), `contain` shows the whole image (product previews). */
export const imageFits = ['cover', 'contain'] as const;
export type ImageFit = (typeof imageFits)[number];
