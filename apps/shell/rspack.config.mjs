import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'shell', dir: import.meta.dirname, port: Number(process.env.SHELL_PORT ?? 4200), host: true });
