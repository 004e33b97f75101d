import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { contractViolations } from './contract-replay.js';
import { bearer, type TestUser } from './harness.js';

/**
 * The integration tests' one HTTP client: requests to the app in-process (app.inject), through the
 * whole stack (prefix /api, pipes, guards, filters), as one caller.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiResponse = LightMyRequestResponse;
/** Headers besides the caller's token, e.g. a content-type for a raw string body. */
interface Extra {
  headers?: Record<string, string>;
}

export interface ApiClient {
  request(method: Method, url: string, payload?: unknown, extra?: Extra): Promise<ApiResponse>;
  get(url: string, extra?: Extra): Promise<ApiResponse>;
  post(url: string, payload?: unknown, extra?: Extra): Promise<ApiResponse>;
  put(url: string, payload?: unknown, extra?: Extra): Promise<ApiResponse>;
  patch(url: string, payload?: unknown, extra?: Extra): Promise<ApiResponse>;
  delete(url: string, payload?: unknown, extra?: Extra): Promise<ApiResponse>;
  /** GET that must answer 200; its JSON body. */
  json<T>(url: string): Promise<T>;
}

/**
 * Requests as `caller`: a signed-up user, a raw (e.g. forged) token, or nobody (no Authorization header).
 * A payload that is undefined is not sent; a string is sent as it is (set its content-type in `extra`).
 */
export function client(app: NestFastifyApplication, caller: TestUser | string | null = null): ApiClient {
  const request = async (method: Method, url: string, payload?: unknown, extra: Extra = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...(caller ? bearer(caller) : {}), ...extra.headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    // Fails here, at the request, when the response drifted from services/api/openapi.json.
    expect(contractViolations.splice(0), `${method} ${url} against openapi.json`).toEqual([]);
    return response;
  };
  return {
    request,
    get: (url, extra) => request('GET', url, undefined, extra),
    post: (url, payload, extra) => request('POST', url, payload, extra),
    put: (url, payload, extra) => request('PUT', url, payload, extra),
    patch: (url, payload, extra) => request('PATCH', url, payload, extra),
    delete: (url, payload, extra) => request('DELETE', url, payload, extra),
    async json<T>(url: string) {
      const response = await request('GET', url);
      expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response.json<T>();
    },
  };
}

const NEXT_LINK = /^<([^>]+)>; rel="next"$/;

/**
 * Every page of a paged list, from `url` on along its Link rel="next" headers; fails the test when
 * the pages do not end within `maxPages` (a cursor that repeats itself).
 */
export async function allPages(api: ApiClient, url: string, maxPages = 20): Promise<ApiResponse[]> {
  const pages: ApiResponse[] = [];
  for (let next: string | null = url; next !== null;) {
    expect(pages.length, `more than ${maxPages} pages from ${url}`).toBeLessThan(maxPages);
    const response = await api.get(next);
    pages.push(response);
    const link = response.headers.link as string | undefined;
    next = link ? NEXT_LINK.exec(link)![1] : null;
  }
  return pages;
}
