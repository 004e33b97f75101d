// ESLint 9 flat config for the whole monorepo. Import boundaries come from each package.json's
// "nx.tags": apps use libs only (never another app), the API uses shared libs only, libs use libs,
// shared libs (used by the API at runtime) never use web libs.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One naming convention for hook files: named after the hook, `useThing.ts` (never `use-thing.ts`).
const hookFileName = {
  meta: {
    type: 'suggestion',
    messages: { name: "Name a hook's file after the hook: useThing.ts, not '{{name}}'." },
  },
  create(context) {
    const name = context.filename
      .split(/[\\/]/)
      .pop()
      .replace(/\.(spec\.)?[jt]sx?$/, '');
    return {
      Program(node) {
        if (/^use[-_]/.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.jsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Tests and the e2e setup use the dev/test kit and the orchestrator (tools is a workspace package, not a library);
          // the demo's test seeds with tools/demo.
          allow: ['@ferieplan/tools/dev/*', '@ferieplan/tools/kit/*', '@ferieplan/tools/demo/*'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:tools'] },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:tools', 'scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.tsx', 'apps/**/*.ts', 'libs/**/*.tsx', 'libs/**/*.ts'],
    ignores: ['apps/e2e/**'], // Playwright fixtures call `use`, which is not React's hook
    plugins: { 'react-hooks': reactHooks, ferieplan: { rules: { 'hook-file-name': hookFileName } } },
    rules: {
      'ferieplan/hook-file-name': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The API's test helpers (src/test, excluded by tsconfig.build.json) never reach production code.
    files: ['services/api/src/**/*.ts'],
    ignores: ['services/api/src/**/*.spec.ts', 'services/api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)test/', message: 'Test helpers stay out of the production build (src/test).' },
          ],
        },
      ],
    },
  },
  {
    // One reader of the environment (src/config/app-config.ts, at start): a second one would bring back
    // a second policy for a bad value. Test code sets the environment for the app it creates.
    files: ['services/api/src/**/*.ts'],
    ignores: [
      'services/api/src/config/**',
      'services/api/src/**/*.spec.ts',
      'services/api/src/**/*.authz.ts',
      'services/api/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from AppConfig (APP_CONFIG); src/config reads the environment.',
        },
      ],
    },
  },
);
