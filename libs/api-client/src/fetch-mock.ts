// The specs' stand-in for the network: a fresh mock as the global fetch in every test, and JSON answers.
// Each spec still mocks '@ferieplan/auth-store' itself (vi.mock is hoisted only in the spec's own file).
import { afterEach, beforeEach, vi } from 'vitest';

/** Replaces fetch for each test of the calling spec file and returns the mock. */
export function mockFetch() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** An answer with `body` as JSON (no body when it is undefined). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
