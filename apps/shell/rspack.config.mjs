import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: Number(process.env.SHELL_PORT ?? 4200),
  host: true,
  // / and /pricing as HTML with their content (dist/pages), hydrated by the shell.
  prerender: { entry: './src/prerender/entry.tsx', startScript: './src/public/start-on-intent.ts' },
  // index.html's first script: a returning person's page frame before the app (issue 28).
  firstFrame: './src/first-frame/first-frame.ts',
});
