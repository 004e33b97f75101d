// Writes dist/first-load.json at production builds: which JavaScript files a browser loads first from
// this app and which shared singletons each file asks the federation runtime for. The byte budgets
// (tools/bench/budgets.spec.mjs) add these up per page; the build's own chunk graph is the source,
// so the figures are the same on every machine.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

export class FirstLoadPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('FirstLoadPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkRelations: true,
        modules: true,
        ids: true,
        modulesSpace: Infinity,
      });
      const js = (files) => files.filter((file) => file.endsWith('.js'));
      const groupFiles = (group) => js((group?.assets ?? []).map((asset) => asset.name ?? asset));
      // Module Federation puts a chunk's consume-shared modules into file-less sibling chunks of its group.
      const keysOfChunk = new Map();
      for (const module of json.modules ?? []) {
        const key =
          module.moduleType === 'consume-shared-module' ? CONSUME.exec(module.name ?? '')?.[1] : undefined;
        if (!key) continue;
        for (const chunk of module.chunks ?? [])
          keysOfChunk.set(chunk, [...(keysOfChunk.get(chunk) ?? []), key]);
      }
      /** file -> the share keys it consumes (react, react-dom/client, @ferieplan/ui, ...) */
      const consumes = {};
      for (const chunk of json.chunks ?? []) {
        const keys = [chunk.id, ...(chunk.siblings ?? [])].flatMap((id) => keysOfChunk.get(id) ?? []);
        for (const file of js(chunk.files ?? [])) consumes[file] = [...new Set(keys)].sort();
      }
      const firstLoad = {
        entry: groupFiles(json.entrypoints?.main),
        // The shell's app (index.ts imports it behind Module Federation's async boundary).
        bootstrap: groupFiles(json.namedChunkGroups?.bootstrap),
        consumes,
      };
      writeFileSync(
        join(compiler.options.output.path, 'first-load.json'),
        `${JSON.stringify(firstLoad, null, 1)}\n`,
      );
    });
  }
}
