// Without zod, so the browser can check an address without loading a schema library.
/**
 * Spec e-mail pattern: a local part of letters, digits and `_ . + -`, `@`, then a domain containing a dot.
 * The local part is ASCII only (not every mail server accepts internationalised mailboxes); domain labels
 * may hold any letters (IDN domains are converted to punycode by the mail system). Empty domain labels
 * (`a@b..c`, `a@.b.c`) and labels starting or ending with a hyphen are refused.
 */
export const emailPattern =
  /^[A-Za-z0-9_.+-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}
