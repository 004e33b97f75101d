import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingFromFacade, valueImports } from './facade-imports.mjs';
import * as facade from './react-router-facade.mjs';

describe('react-router facade', () => {
  it('reads the value imports and leaves the type imports', () => {
    assert.deepEqual(
      valueImports(
        `import {\n  Link,\n  type RouteObject,\n  useNavigate as go,\n} from 'react-router-dom';`,
        'react-router-dom',
      ),
      ['Link', 'useNavigate'],
    );
    assert.deepEqual(
      valueImports(`import type { RouteObject } from 'react-router-dom';`, 'react-router-dom'),
      [],
    );
  });

  it('exports every name the apps and libs import from react-router-dom', () => {
    assert.deepEqual(missingFromFacade('react-router-dom', facade), []);
  });

  it('exports react-router-dom’s own RouterProvider (with react-dom’s flushSync)', async () => {
    const dom = await import('react-router/dom');
    assert.equal(facade.RouterProvider, dom.RouterProvider);
  });
});
