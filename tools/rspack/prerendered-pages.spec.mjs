import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fillSite, siteCombinations } from './prerendered-pages.mjs';

// A stand-in for the build's footers.txt (prerender-plugin.mjs renders the real Footer the same way).
const footer = (site) =>
  `<footer><p>Laget av ${site.maker ?? 'Ferieplan'}${site.orgnr ? ` · Org.nr ${site.orgnr}` : ''}</p>${
    site.hostingName && site.hostingUrl
      ? `<p><a href="${site.hostingUrl}">Driftet av ${site.hostingName}</a></p>`
      : ''
  }</footer>`;
const FOOTERS = [
  `default\t${footer({})}`,
  ...siteCombinations().map(({ key, site }) => `${key}\t${footer(site)}`),
  '',
].join('\n');
const PAGE = `<!doctype html>\n<html>\n  <head>\n    <title>Ferieplan</title>\n  </head>\n  <body>\n    <div id="root"><main>Velkommen</main>${footer({})}</div>\n  </body>\n</html>\n`;

const HOSTILE = {
  maker: `Fjord <b>"&"</b> 'AS' </script><!-- %orgnr%`,
  orgnr: '912345678',
  hostingName: 'Vert & co <i>',
  hostingUrl: 'https://vert.example/?a=1&b="2"',
};

const dir = mkdtempSync(join(tmpdir(), 'fill-site-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'footers.txt'), FOOTERS);
writeFileSync(join(dir, 'page.html'), PAGE);
const AWK = join(import.meta.dirname, '../../docker/web/fill-site.awk');
const ENV_NAMES = {
  maker: 'SITE_MAKER',
  orgnr: 'SITE_ORGNR',
  hostingName: 'SITE_HOSTING_NAME',
  hostingUrl: 'SITE_HOSTING_URL',
};

/** docker/web/fill-site.awk over the same files, with each awk the machine has (the image's is mawk). */
function awkFills(site) {
  const env = { PATH: process.env.PATH, LC_ALL: 'C' };
  for (const [field, name] of Object.entries(ENV_NAMES))
    if (site[field] !== undefined) env[name] = site[field];
  return ['mawk', 'gawk', 'awk'].flatMap((awk) => {
    try {
      return [
        execFileSync(awk, ['-f', AWK, join(dir, 'footers.txt'), join(dir, 'page.html')], {
          env,
          encoding: 'utf8',
        }),
      ];
    } catch (error) {
      if (error.code === 'ENOENT') return [];
      throw error;
    }
  });
}

const servedJson = (html) =>
  JSON.parse(/<script type="application\/json" id="ferieplan-site">(.*?)<\/script>/.exec(html)[1]);

describe('fillSite (and docker/web/fill-site.awk, which must fill the same)', () => {
  it('leaves the page as built when no detail is set (empty counts as unset)', () => {
    assert.equal(fillSite(PAGE, FOOTERS, {}), PAGE);
    assert.equal(fillSite(PAGE, FOOTERS, { maker: '', orgnr: '' }), PAGE);
    for (const filled of awkFills({ maker: '' })) assert.equal(filled, PAGE);
  });

  it('fills only the set details: no orgnr, no hosting line', () => {
    const html = fillSite(PAGE, FOOTERS, { maker: 'Fjordkode AS' });
    assert.match(html, /<footer><p>Laget av Fjordkode AS<\/p><\/footer>/);
    assert.deepEqual(servedJson(html), { maker: 'Fjordkode AS' });
    assert.doesNotMatch(html, /%\w+%|Org\.nr|Driftet/);
  });

  it('escapes the details: an operator name with markup injects none, and the JSON cannot close its element', () => {
    const html = fillSite(PAGE, FOOTERS, HOSTILE);
    assert.ok(
      html.includes(
        '<p>Laget av Fjord &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt; &#39;AS&#39; &lt;/script&gt;&lt;!-- %orgnr% · Org.nr 912345678</p>',
      ),
    );
    assert.ok(
      html.includes(
        '<a href="https://vert.example/?a=1&amp;b=&quot;2&quot;">Driftet av Vert &amp; co &lt;i&gt;</a>',
      ),
    );
    assert.doesNotMatch(html, /<b>|<i>|<!-- %/);
    assert.equal(html.match(/<\/script>/g).length, 1);
    assert.deepEqual(servedJson(html), HOSTILE);
  });

  it('the awk filler gives the same page as fillSite', () => {
    const cases = [
      HOSTILE,
      { maker: 'Fjordkode AS', orgnr: '912345678' },
      { hostingName: 'Vert', hostingUrl: 'https://v.example/' },
      { maker: 'Ærlig Øl AS', hostingName: 'Vert' },
    ];
    const awks = awkFills({});
    assert.ok(awks.length > 0, 'an awk on the machine');
    for (const site of cases)
      for (const filled of awkFills(site)) assert.equal(filled, fillSite(PAGE, FOOTERS, site));
  });

  it('leaves a page without the built footer as it is', () => {
    const page = PAGE.replace('Laget av Ferieplan', 'Laget av noen');
    assert.equal(fillSite(page, FOOTERS, HOSTILE), page);
  });
});
