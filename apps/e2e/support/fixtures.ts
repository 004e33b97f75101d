// The `test` every journey imports: `import { test, expect } from '../support/fixtures.js'`.
// - urls: where the system under test runs (shell, api, authEmulator, stripeSandbox, remotes)
// - newUser(): a fresh e-mail/password user in the Auth emulator (with an ID token for the API)
// - api: an API client without a token; apiAs(user.idToken) for a signed-in one
// - every test fails on uncaught page errors unless it sets test.use({ allowPageErrors: true })
import { test as base, expect } from '@playwright/test';
import { apiAs } from './api.js';
import { createUser, type TestUser } from './auth-emulator.js';
import { e2eUrls, type E2eUrls } from './system.js';

interface Fixtures {
  urls: E2eUrls;
  newUser: (options?: {
    email?: string;
    password?: string;
    displayName?: string;
    emailVerified?: boolean;
  }) => Promise<TestUser>;
  api: ReturnType<typeof apiAs>;
  pageErrors: Error[];
}

interface Options {
  allowPageErrors: boolean;
}

export const test = base.extend<Fixtures & Options>({
  allowPageErrors: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern
  urls: async ({}, use) => use(e2eUrls),
  // eslint-disable-next-line no-empty-pattern
  newUser: async ({}, use) => use((options) => createUser(options)),
  // eslint-disable-next-line no-empty-pattern
  api: async ({}, use) => use(apiAs()),
  pageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      if (!allowPageErrors)
        expect(
          errors.map((e) => e.message),
          'uncaught errors in the page',
        ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { apiAs } from './api.js';
export { uniqueEmail, type TestUser } from './auth-emulator.js';
export { signInThroughUi, selectOrganization } from './ui.js';
