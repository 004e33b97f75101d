import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateOpenApiDocument, serializeOpenApi } from './openapi-document.js';
import { OPENAPI_FILE } from './openapi-file.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by vitest.openapi.config.ts (`npm run openapi`): write the file instead of comparing. */
    writeOpenApi?: boolean;
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let document: OpenAPIObject;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operation: operation as Json,
    })),
  );

beforeAll(async () => {
  document = await generateOpenApiDocument();
});

describe('the OpenAPI document (services/api/openapi.json)', () => {
  it('is committed as the routes generate it', () => {
    const generated = serializeOpenApi(document);
    if (inject('writeOpenApi')) return writeFileSync(OPENAPI_FILE, generated);
    const committed = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(
      committed === generated,
      'services/api/openapi.json is out of date: run `npm run openapi -w services/api`',
    ).toBe(true);
  });

  it('describes the success and the error responses of every operation (@ApiOutcome)', () => {
    const incomplete = operations()
      .filter(({ operation }) => {
        const statuses = Object.keys(operation.responses ?? {});
        const success = statuses.some((s) => s.startsWith('2')) || operation.deprecated === true;
        return !success || !statuses.some((s) => Number(s) >= 400);
      })
      .map(({ operation, route }) => `${operation.operationId} (${route})`);
    expect(incomplete, 'operations without @ApiOutcome(...): src/openapi/api-outcome.decorator.ts').toEqual(
      [],
    );
  });

  it('gives every operation a unique operationId of Controller_method and a tag', () => {
    const ids = operations().map(({ operation }) => operation.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation, route } of operations()) {
      expect(operation.operationId, route).toMatch(/^[A-Z][A-Za-z]+_[a-z][A-Za-z]+$/);
      expect(operation.tags?.length, route).toBeGreaterThan(0);
    }
  });
});
