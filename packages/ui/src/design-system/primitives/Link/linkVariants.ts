/** `inverse` is for links on dark surfaces (footer on `surfaceInverse`). */
export const linkTones = ['brand', 'neutral', 'inverse'] as const;
export type LinkTone = (typeof linkTones)[number];

/** `always` for links inside text; `hover` only where the context makes a link obvious (menus). */
export const linkUnderlines = ['always', 'hover'] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];

export const linkWeights = ['regular', 'strong'] as const;
export type LinkWeight = (typeof linkWeights)[number];

/** Which kind of current item a link points at (`aria-current`). */
export const linkCurrents = ['page', 'step', 'location', 'true'] as const;
export type LinkCurrent = (typeof linkCurrents)[number];

/** An href with a scheme (`https:`, `mailto:`) or protocol-relative leaves the site. */
export const isExternalHref = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
