// Operator details the e2e system is started with (see tools/kit/runtime-config.mjs siteJson).
export const E2E_SITE = {
  SITE_MAKER: 'Ferieplan Test AS',
  SITE_ORGNR: '123456785',
  SITE_HOSTING_NAME: 'Testvert',
  SITE_HOSTING_URL: 'https://example.com/',
} as const;
