/**
 * The inline size of what a preview shows, `ratio` its width over its height: as wide as `share`
 * of the dialog allows, and low enough to leave room for the title and the controls.
 */
export const fittedSize = (ratio: number, share = 1) => ({
  aspectRatio: `${ratio}`,
  width: `min(${share * 100}%, calc((100dvh - 16rem) * ${ratio}))`,
});
