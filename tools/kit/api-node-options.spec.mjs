import assert from 'node:assert/strict';
import { test } from 'node:test';
import { API_NODE_OPTIONS, nodeOptionsOfCmd } from './api-node-options.mjs';

test("the image's options are read from docker/api.Dockerfile", () => {
  assert.ok(
    API_NODE_OPTIONS.some((option) => option.startsWith('--max-semi-space-size=')),
    API_NODE_OPTIONS.join(' '),
  );
});

test('the last exec-form CMD counts; the health check is not a CMD of the image', () => {
  const dockerfile = [
    'HEALTHCHECK --interval=5s \\',
    `  CMD ["node", "-e", "fetch('x')"]`,
    'CMD ["node", "--a", "--b=1", "dist/bundle/main.js"]',
  ].join('\n');
  assert.deepEqual(nodeOptionsOfCmd(dockerfile), ['--a', '--b=1']);
});

test('a CMD that does not start node on main.js is refused', () => {
  assert.throws(() => nodeOptionsOfCmd('CMD ["sh", "-c", "x"]'), /does not run node/);
  assert.throws(() => nodeOptionsOfCmd('FROM x'), /no exec-form CMD/);
});
