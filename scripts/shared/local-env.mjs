// The settings of this machine's site: the build's public URL, and the relay's server-side
// settings for the local enquiry provider. Shared by build-local.mjs, start.mjs and the tests.

export const LOCAL_BUILD_ENV = {
  NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
};

/** The relay's server-side settings for the local provider (scripts/servers/provider.mjs on 127.0.0.1:4010). */
export const LOCAL_RELAY_ENV = {
  ENQUIRY_API_URL: 'http://127.0.0.1:4010',
  ENQUIRY_PRODUCT: 'bluegreen',
  ENQUIRY_USER: 'local-user',
  ENQUIRY_PASSWORD: 'local-password',
};
