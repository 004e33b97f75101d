import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bundleCacheVerdicts } from './compile-cache-check.mjs';

describe('bundleCacheVerdicts', () => {
  it("reads Node 24's verdict for each bundle chunk and nothing else", () => {
    const output = [
      '[compile cache] resolved path /app/node-compile-cache + v24.21.0-x64-964aae3f-1000 -> /app/node-compile-cache/v24.21.0-x64-964aae3f-1000',
      '[compile cache] V8 code cache for ESM file:///app/services/api/dist/bundle/chunk-5KCDMPNH.js was accepted, keeping the in-memory entry',
      '[compile cache] V8 code cache for ESM file:///app/services/api/dist/bundle/app-factory-RYNOFVTY.js was not initialized, initializing the in-memory entry',
      '[compile cache] V8 code cache for CommonJS /app/node_modules/swagger-ui-dist/absolute-path.js was not initialized, initializing the in-memory entry',
      '[compile cache] V8 code cache for ESM file:///app/services/api/scripts/warm-compile-cache.mjs was accepted, keeping the in-memory entry',
    ].join('\n');
    assert.deepEqual(
      [...bundleCacheVerdicts(output)],
      [
        ['chunk-5KCDMPNH.js', 'accepted'],
        ['app-factory-RYNOFVTY.js', 'not initialized'],
      ],
    );
    assert.equal(bundleCacheVerdicts('compile cache: 36 chunks').size, 0);
  });
});
