import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv } from 'ajv';
import addFormatsPlugin, { type FormatsPlugin } from 'ajv-formats';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contractSchemas } from './contract-schemas.js';
import { generateOpenApiDocument, serializeOpenApi } from './openapi-document.js';
import { OPENAPI_FILE } from './openapi-file.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by vitest.openapi.config.ts (`npm run openapi`): write the file instead of comparing. */
    writeOpenApi?: boolean;
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
// ajv-formats is CommonJS: under vitest its default export may arrive wrapped.
const addFormats = ((addFormatsPlugin as unknown as { default?: FormatsPlugin }).default ??
  addFormatsPlugin) as FormatsPlugin;

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

describe('the examples in the document', () => {
  it('show the main bodies and keep their own schemas', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const checked: string[] = [];
    for (const { operation, route } of operations()) {
      const contents = [
        ['request', operation.requestBody?.content?.['application/json']],
        ...Object.entries((operation.responses ?? {}) as Json).map(([status, r]) => [
          status,
          (r as Json).content?.['application/json'],
        ]),
      ] as [string, Json | undefined][];
      for (const [what, content] of contents) {
        if (content?.example === undefined) continue;
        const validate = ajv.compile({ ...(content.schema as Json), components: document.components });
        expect(validate(content.example), `${route} ${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        checked.push(`${operation.operationId} ${what}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['VacationRequests_create request', 'VacationRequests_create 201']),
    );
  });
});

describe('the request bodies (class-validator DTOs) and @ferieplan/contracts', () => {
  // The DTO validates at run time and describes the body in the document; the contract types it for
  // the web apps (libs/api-client). Same fields, same required ones: the body is not written twice.
  it('gives every request body XDto the fields of the contract XBody', () => {
    const contracts = contractSchemas();
    const schemas = (document.components?.schemas ?? {}) as Json;
    const bodies = new Set(
      operations().flatMap(({ operation }) => {
        const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref as string | undefined;
        return ref ? [ref.split('/').pop()!] : [];
      }),
    );
    expect(bodies.size).toBeGreaterThan(15);
    for (const dto of bodies) {
      const name = dto.replace(/Dto$/, 'Body');
      const contract = contracts[name];
      expect(contract, `${dto}: no interface ${name} in @ferieplan/contracts`).toBeDefined();
      const shape = (schema: Json) => ({
        fields: Object.keys(schema.properties ?? {}).sort(),
        required: [...((schema.required as string[] | undefined) ?? [])].sort(),
      });
      expect(shape(schemas[dto] as Json), `${dto} against ${name}`).toEqual(shape(contract));
    }
  });
});
