import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { providedChunks, sharedFilesOf, withPreloads } from './app-preload-plugin.mjs';

// The shape of the federation runtime's provided-modules table in a production main.js (minified).
const RUNTIME =
  'x={default:[{name:"react",version:"19.3.1",factory:()=>b.e(466).then(()=>()=>b(1)),eager:0},' +
  '{name:"react-dom",version:"19.3.1",factory:()=>Promise.all([b.e(560),b.e(689)]).then(()=>()=>b(2)),eager:0},' +
  '{name:"@ferieplan/ui",version:"0.1.0",factory:()=>Promise.all([b.e(475),b.e(698)]).then(()=>()=>b(3))}]}';

describe('the index page preloads what the shell entry loads next', () => {
  it('reads the chunks each shared module is loaded from out of the runtime code', () => {
    assert.deepEqual(
      providedChunks(RUNTIME),
      new Map([
        ['react', ['466']],
        ['react-dom', ['560', '689']],
        ['@ferieplan/ui', ['475', '698']],
      ]),
    );
  });

  it('follows shared modules that shared modules consume, and skips file-less chunks', () => {
    const chunkFiles = new Map([
      ['466', ['466.a.js']],
      ['560', []],
      ['689', ['689.b.js']],
      ['475', ['475.c.js']],
      ['698', ['698.d.js', '698.e.css']],
    ]);
    const consumes = { 'bootstrap.js': ['@ferieplan/ui'], '475.c.js': ['react-dom'], '689.b.js': ['react'] };
    assert.deepEqual(sharedFilesOf(providedChunks(RUNTIME), chunkFiles, consumes, ['bootstrap.js']).sort(), [
      '466.a.js',
      '475.c.js',
      '689.b.js',
      '698.d.js',
      '698.e.css',
    ]);
  });

  it('adds one hint per script and stylesheet before </head>, after the entry script', () => {
    const html = '<head><script defer src="/main.1.js"></script></head><body></body>';
    assert.equal(
      withPreloads(html, ['a.js', 'b.css', 'c.js.map'], '/'),
      '<head><script defer src="/main.1.js"></script>' +
        '<link rel="preload" href="/a.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/b.css" as="style" fetchpriority="low"></head><body></body>',
    );
  });
});
