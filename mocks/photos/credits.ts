import credits from './credits.json' with { type: 'json' };

/**
 * Every photograph in this folder: where it comes from and under which licence. All are taken from
 * Debian (bookworm) packages, whose `/usr/share/doc/<package>/copyright` names each file's licence
 * (python3-skimage's data images carry theirs in `skimage/data/_fetchers.py`, python3-sklearn's in
 * `sklearn/datasets/images/README.txt`), resized to 1280 px on the long edge and re-encoded with
 * sharp. `credits.json` lists them; `colour` is a photo's dominant colour, the placeholder a page
 * shows until it loads.
 */
export const photoSubjects = [
  'people',
  'family',
  'pets',
  'travel',
  'landscape',
  'still-life',
] as const;
export type PhotoSubject = (typeof photoSubjects)[number];

export const licenceUrls = {
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'public-domain': 'https://creativecommons.org/publicdomain/mark/1.0/',
  'CC-BY-2.0': 'https://creativecommons.org/licenses/by/2.0/',
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'GPL-2+': 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  'LGPL-3.0': 'https://www.gnu.org/licenses/lgpl-3.0.html',
} as const;
export type PhotoLicence = keyof typeof licenceUrls;

export interface PhotoCredit {
  /** File name in this folder. */
  file: string;
  /** The title its author or package gives it. */
  title: string;
  subject: PhotoSubject;
  author: string;
  /** The Debian package it was taken from, and its path there. */
  sourcePackage: string;
  sourcePath: string;
  licence: PhotoLicence;
  /** Dominant colour, `#rrggbb`. */
  colour: string;
}

/** The credits as data (`credits.json`), one entry per file of this folder. */
export const photoCredits: readonly PhotoCredit[] = credits as PhotoCredit[];
