import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The committed document, services/api/openapi.json: two folders up from src/openapi, dist/openapi and
 * the bundle's dist/bundle (scripts/bundle.mjs keeps its chunks there for this).
 */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/** The committed document, as /api/docs-json serves it: read, not generated, at start (issue 28). */
export const readOpenApiFile = (): OpenAPIObject =>
  JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject;
