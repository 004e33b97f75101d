import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  name: 'landing',
  dir: import.meta.dirname,
  port: Number(process.env.LANDING_PORT ?? 4201),
  exposes: {
    './LandingPage': './src/LandingPage.tsx',
    './PricingPage': './src/PricingPage.tsx',
    './PrivacyPage': './src/PrivacyPage.tsx',
  },
});
