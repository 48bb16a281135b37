// Accessible names matched by pattern, where a translation goes on or carries a number.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label by its start ("New password" is also in "Repeat the new password" in some languages). */
export const startingWith = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

/** A label whose number (written as 999 in the translation) may be any number. */
export const withAnyNumber = (label: string) =>
  new RegExp(`^${escapeRegExp(label).replace('999', '\\d+')}$`);
