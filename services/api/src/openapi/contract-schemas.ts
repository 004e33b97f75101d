import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

type Schema = Record<string, unknown>;

// The same from src/openapi (tests) and dist/openapi (the script): four levels up is the repository.
const CONTRACTS = fileURLToPath(new URL('../../../../libs/contracts/', import.meta.url));

/**
 * JSON Schemas of every type @ferieplan/contracts exports, generated from its TypeScript (the one place
 * a wire type is written), with refs pointing at #/components/schemas. `@format date` style JSDoc tags
 * carry into the schemas.
 */
export function contractSchemas(): Record<string, Schema> {
  const generated = createGenerator({
    path: `${CONTRACTS}src/index.ts`,
    tsconfig: `${CONTRACTS}tsconfig.json`,
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
    sortProps: true,
  }).createSchema('*');
  const text = JSON.stringify(generated.definitions ?? {}).replaceAll(
    '"#/definitions/',
    '"#/components/schemas/',
  );
  return JSON.parse(text) as Record<string, Schema>;
}

/** The names `schema` refers to, transitively, within `all`. */
export function referencedSchemas(roots: Iterable<string>, all: Record<string, Schema>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    if (!all[name]) throw new Error(`No schema named ${name} (an interface of @ferieplan/contracts?)`);
    seen.add(name);
    for (const match of JSON.stringify(all[name]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      visit(decodeURIComponent(match[1]));
    }
  };
  for (const root of roots) visit(root);
  return seen;
}
