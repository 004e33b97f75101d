// The paths the shell's build prerenders (prerender-plugin.mjs) and the file of its dist each is
// written to. Its servers answer these paths with that file: tools/dev/static-server.mjs (npm start)
// and docker/web/entrypoint.sh (nginx; it lists the same files). The shell's PRERENDERED_PATHS
// (apps/shell/src/public-pages.ts) names the same paths for the browser.
export const PRERENDERED_PAGES = {
  '/': 'pages/index.html',
  '/pricing': 'pages/pricing.html',
  '/login': 'pages/login.html',
  '/opprett-konto': 'pages/opprett-konto.html',
};

// The operator's details (runtime config `site`, from SITE_*) are known only where the pages are served,
// so the servers fill them into the pages' footer (fillSite here for Node, docker/web/fill-site.awk for
// nginx: the same rules). The build writes the footer's markup for them to FOOTERS_FILE, one line each:
// "default<TAB>…" (the markup in the pages, with no details), then "<key><TAB>…" for every combination of
// set fields (key: 1 or 0 per field of SITE_FIELDS, in order) with %field% where the value goes. They
// also write the details as JSON into a script element (id ferieplan-site) for the Footer's first render.
export const FOOTERS_FILE = 'pages/footers.txt';
const SITE_FIELDS = ['maker', 'orgnr', 'hostingName', 'hostingUrl'];
const SITE_ELEMENT_ID = 'ferieplan-site';

/** Every combination of set fields, as its key ('1010') and a site with placeholders for those fields. */
export function siteCombinations() {
  return Array.from({ length: 2 ** SITE_FIELDS.length }, (_, n) => {
    const set = SITE_FIELDS.map((_, i) => (n >> (SITE_FIELDS.length - 1 - i)) & 1);
    const site = Object.fromEntries(SITE_FIELDS.filter((_, i) => set[i]).map((f) => [f, `%${f}%`]));
    return { key: set.join(''), site };
  });
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
// JSON inside <script>: nothing can close the element or start a comment.
const scriptJson = (value) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * A prerendered page with the operator's details in its footer and in the JSON element the Footer reads
 * while it hydrates. Unset (empty) fields are left out; nothing set: the page as built.
 * @param {string} html the page as built
 * @param {string} footers the build's FOOTERS_FILE
 * @param {Record<string, string | undefined>} [site]
 */
export function fillSite(html, footers, site = {}) {
  const set = SITE_FIELDS.filter((field) => site[field]);
  if (set.length === 0) return html;
  const markup = new Map(
    footers
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)]),
  );
  const key = SITE_FIELDS.map((field) => (site[field] ? '1' : '0')).join('');
  const template = markup.get(key);
  const built = markup.get('default');
  if (!template || !built || !html.includes(built)) return html;
  const filled = template.replace(new RegExp(`%(${set.join('|')})%`, 'g'), (_, field) =>
    escapeHtml(site[field]),
  );
  const json = scriptJson(Object.fromEntries(set.map((field) => [field, site[field]])));
  return html
    .replace(
      '</head>',
      () => `<script type="application/json" id="${SITE_ELEMENT_ID}">${json}</script></head>`,
    )
    .replace(built, () => filled);
}
