import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withFirstFrame } from './first-frame-plugin.mjs';

const HTML =
  '<html><head><link rel="preload" href="/config.json" as="fetch" crossorigin>' +
  '<script defer src="/main.1a2b3c4d.js"></script>' +
  '<link rel="preload" href="/bootstrap.11111111.css" as="style" fetchpriority="low">' +
  '<link rel="preload" href="/bootstrap.22222222.js" as="script" fetchpriority="low">' +
  '</head><body><div id="root"></div></body></html>';

describe("index.html's first script takes the entry's place", () => {
  it('names the entry and the low-priority preloads, which leave the HTML, and inlines the CSS', () => {
    const html = withFirstFrame(HTML, { script: '/first-frame.33333333.js', css: '.shell{}' });
    assert.equal(
      html,
      '<html><head><link rel="preload" href="/config.json" as="fetch" crossorigin>' +
        '<style>.shell{}</style><script defer src="/first-frame.33333333.js" data-app="/main.1a2b3c4d.js" ' +
        'data-preload="/bootstrap.11111111.css /bootstrap.22222222.js"></script>' +
        '</head><body><div id="root"></div></body></html>',
    );
  });

  it('fails the build when index.html has no entry script', () => {
    assert.throws(() => withFirstFrame('<html><head></head></html>', { script: '/f.js', css: '' }), /main/);
  });
});
