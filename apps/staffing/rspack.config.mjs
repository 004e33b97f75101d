import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  name: 'staffing',
  dir: import.meta.dirname,
  port: Number(process.env.STAFFING_PORT ?? 4204),
  exposes: {
    './StaffingCalendar': './src/StaffingCalendar.tsx',
  },
});
