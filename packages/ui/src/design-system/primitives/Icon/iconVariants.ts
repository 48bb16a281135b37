import type { LucideIcon } from 'lucide-react';

/** The icons the shop uses, by what they mean in the shop (not by the drawing's name). */
export const iconNames = [
  'cart',
  'account',
  'search',
  'menu',
  'close',
  'chevronLeft',
  'chevronRight',
  'chevronUp',
  'chevronDown',
  'arrowLeft',
  'arrowRight',
  'check',
  'plus',
  'minus',
  'delete',
  'edit',
  'favourite',
  'info',
  'positive',
  'caution',
  'critical',
  'help',
  'externalLink',
  'shipping',
  'order',
  'pickpoint',
  'payment',
  'email',
  'phone',
  'countrySite',
  'image',
  'imageUnavailable',
  'upload',
  'download',
  'filter',
  'review',
  'show',
  'hide',
  'calendar',
  'logout',
  'home',
  'tag',
  'gift',
  'camera',
  'refresh',
  'copy',
  'share',
  'secure',
  'store',
  'empty',
  'design',
  'infantil',
  'outlet',
  'novelty',
  'topSales',
  'economic',
  'promotion',
  'sort',
  'sortAscending',
  'sortDescending',
  'undo',
  'redo',
  'flipHorizontal',
  'flipVertical',
  'bringForward',
  'sendBackward',
  'addPhoto',
  'resize',
  'swap',
  'fit',
  'zoom',
  'remove',
  'text',
  'bold',
  'italic',
  'pages',
  'more',
] as const;
export type IconName = (typeof iconNames)[number];

/**
 * One icon of the curated set: its drawing (from lucide-react) and the name the shop uses for it.
 * Each lives in its own module under `icons/` and is imported by name from `icons.ts`, so a page
 * carries only the drawings its code uses.
 */
export interface ShopIcon {
  readonly name: IconName;
  readonly Drawing: LucideIcon;
}

/**
 * The first two follow the text around the icon: `inherit` is as large as its letters, `line` a
 * little larger and one line high, so it centres on the first line of a message that wraps. The
 * others are fixed, from xsmall to a hero's xlarge; `control` is the icon inside a field or a small
 * button beside one: a select's chevron, the eye that shows a password, a dismiss cross.
 */
export const iconSizes = [
  'inherit',
  'line',
  'xsmall',
  'small',
  'control',
  'medium',
  'large',
  'xlarge',
] as const;
export type IconSize = (typeof iconSizes)[number];

/** How thick the lines are drawn: `bold` for a mark that must read at a glance (a ticked box). */
export const iconWeights = ['regular', 'bold'] as const;
export type IconWeight = (typeof iconWeights)[number];

export const iconTones = [
  'inherit',
  'neutral',
  'muted',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export type IconTone = (typeof iconTones)[number];
