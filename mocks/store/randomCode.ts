/** 32 symbols that read unambiguously (no I, O, 0, 1): each stands for exactly 5 random bits. */
const symbols = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A code from the platform's CSPRNG (Web Crypto, so the mocks run in browsers too): 13 symbols
 * carry 65 bits, more than anyone can guess or count through.
 */
export function randomCode(length = 13): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => symbols[byte % symbols.length]).join('');
}
