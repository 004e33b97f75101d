import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  name: 'employee',
  dir: import.meta.dirname,
  port: Number(process.env.EMPLOYEE_PORT ?? 4202),
  exposes: {
    './DashboardPage': './src/DashboardPage.tsx',
  },
});
