/** Where the browser's client posts product API calls in proxy mode (spec section 7). */
export const defaultProxyUrl = '/api/proxy';
/** Multipart uploads cannot travel inside the JSON envelope: they go to `{proxyUrl}/upload` as they are. */
export const proxyUploadSuffix = '/upload';
/** The product API path the upload proxy forwards to. */
export const imageUploadPath = '/images/upload';
