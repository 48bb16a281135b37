declare const __STOREFRONT_BUILD_ID__: string | undefined;

/** The id of the build this code belongs to; the client build writes the same id to /builds/latest.json. */
export const buildId: string =
  typeof __STOREFRONT_BUILD_ID__ === 'string' ? __STOREFRONT_BUILD_ID__ : 'development';
