import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumMissing, findChromium } from './chromium.mjs';

const only =
  (...present) =>
  (path) =>
    present.includes(path);

describe('findChromium', () => {
  it('uses CHROMIUM_PATH when it exists, and nothing else when it does not', () => {
    assert.equal(
      findChromium({ CHROMIUM_PATH: '/opt/chrome' }, only('/opt/chrome', '/usr/bin/chromium')),
      '/opt/chrome',
    );
    assert.equal(findChromium({ CHROMIUM_PATH: '/opt/missing' }, only('/usr/bin/chromium')), null);
  });

  it("finds Debian's package, then other distributions' names", () => {
    assert.equal(
      findChromium({}, only('/usr/bin/chromium', '/usr/bin/chromium-browser')),
      '/usr/bin/chromium',
    );
    assert.equal(findChromium({}, only('/usr/bin/chromium-browser')), '/usr/bin/chromium-browser');
  });

  it('answers null when there is none, and the message says how to get it', () => {
    assert.equal(
      findChromium({ PLAYWRIGHT_BROWSERS_PATH: '/nonexistent' }, () => false),
      null,
    );
    assert.match(chromiumMissing({}), /apt-get install chromium.*CHROMIUM_PATH/);
    assert.match(chromiumMissing({ CHROMIUM_PATH: '/x/y' }), /CHROMIUM_PATH=\/x\/y/);
  });
});
