/** Formats the constructor accepts from the customer's device. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/** Largest photo the upload accepts, in bytes (then 413): the browser checks it before sending. */
export const uploadMaxBytes = 15 * 1024 * 1024;

/**
 * Largest original the constructor takes from the device, in bytes and in pixels: a phone's or a
 * camera's photo, reduced on the device to what the print needs before it is sent.
 */
export const originalMaxBytes = 50 * 1024 * 1024;
export const originalMaxPixels = 100_000_000;

/**
 * How long the storefront waits for the product API to answer an upload that has fully arrived
 * (then 504). The browser waits this long plus {@link uploadAnswerGraceMs} after its last byte
 * went out, so the server's answer always comes first.
 */
export const uploadTimeoutMs = 60_000;
export const uploadAnswerGraceMs = 5_000;
