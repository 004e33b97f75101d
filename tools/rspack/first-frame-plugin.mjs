// The shell's index.html (the signed-in pages, /personvern, /register) gets one first script instead of
// the entry's script tag and the preload hints (apps/shell/src/first-frame/first-frame.ts): it paints a
// returning person's page frame with its real heading, then asks for the entry and those files; for
// everyone else it asks for them at once. Requests that finish before a paint count towards it in
// Lighthouse's simulation of a slow connection (issue 28), so the hints are no longer in the HTML, where the
// browser would fetch them before the frame. The CSS of the entry's first chunks (layout, navbar, the
// frame) is inlined, so the frame is painted styled. Runs after AppPreloadPlugin (listed after it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileStandaloneScript } from './standalone-script.mjs';

const ENTRY_SCRIPT = /<script defer src="?([^"> ]+)"?><\/script>/;
const LOW_PRELOAD =
  /<link rel="?preload"? href="?([^"> ]+)"? as="?(?:script|style)"? fetchpriority="?low"?>/g;

/**
 * index.html with `script` in place of the entry's script tag (named in its data-app) and of the low-priority
 * preloads (data-preload), and `css` inlined.
 */
export function withFirstFrame(html, { script, css }) {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('first-frame: index.html has no <script defer src="/main…">');
  const preloads = [...html.matchAll(LOW_PRELOAD)].map(([, href]) => href);
  const first = `<style>${css}</style><script defer src="${script}" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(LOW_PRELOAD, '').replace(ENTRY_SCRIPT, () => first);
}

export class FirstFramePlugin {
  /** @param {{ script: string }} options absolute path of the first script's source */
  constructor({ script }) {
    this.script = script;
  }

  apply(compiler) {
    compiler.hooks.done.tapPromise('FirstFramePlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const dist = compiler.options.output.path;
      const publicPath = compiler.options.output.publicPath;
      const file = await compileStandaloneScript({
        name: 'first-frame',
        entry: this.script,
        outputPath: dist,
        publicPath,
      });
      const index = join(dist, 'index.html');
      const html = readFileSync(index, 'utf8');
      // The stylesheets bootstrap's chunk loads, as AppPreloadPlugin listed them.
      const css = [...html.matchAll(LOW_PRELOAD)]
        .map(([, href]) => href)
        .filter((href) => href.endsWith('.css'))
        .map((href) => readFileSync(join(dist, href.slice(publicPath.length)), 'utf8'))
        .join('\n');
      writeFileSync(index, withFirstFrame(html, { script: `${publicPath}${file}`, css }));
    });
  }
}
