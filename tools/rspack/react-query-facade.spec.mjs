import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as query from '@tanstack/react-query';
import { missingFromFacade, valueImports } from './facade-imports.mjs';
import * as facade from './react-query-facade.mjs';

describe('react-query facade', () => {
  it('reads imports of a scoped package only', () => {
    const source = `import { useQuery, type QueryKey } from '@tanstack/react-query';\nimport { Link } from 'react-router-dom';`;
    assert.deepEqual(valueImports(source, '@tanstack/react-query'), ['useQuery']);
  });

  it('exports every name the apps and libs import from @tanstack/react-query', () => {
    assert.deepEqual(missingFromFacade('@tanstack/react-query', facade), []);
  });

  it('exports the package’s own values (the one module Node resolves for the package)', () => {
    for (const [name, value] of Object.entries(facade)) assert.equal(value, query[name], name);
  });
});
