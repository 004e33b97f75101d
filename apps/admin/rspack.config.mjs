import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.ADMIN_PORT ?? 4203),
  exposes: {
    './AdminDashboardPage': './src/AdminDashboardPage.tsx',
  },
});
