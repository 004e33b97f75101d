import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { isAbsolute } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A file's source map (`<file>.map`, as esbuild and tsc write it); null: it has none. */
const mapsByFile = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  let map = mapsByFile.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    mapsByFile.set(file, map);
  }
  return map;
}

/** The path a frame's file name stands for: an ES module's is a file URL, a CommonJS module's a path. */
function pathOf(fileName: string | null | undefined): string | null {
  if (fileName?.startsWith('file://')) return fileURLToPath(fileName);
  return fileName && isAbsolute(fileName) ? fileName : null;
}

/** One frame as V8 writes it, its location swapped for the original's where the file's map has it. */
function frame(site: NodeJS.CallSite): string {
  const text = String(site);
  const fileName = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  const file = pathOf(fileName);
  if (!file || line === null || column === null) return text;
  const map = sourceMapOf(file);
  const entry = map?.findEntry(line - 1, column - 1);
  // Only a mapping on the frame's own line: findEntry answers the nearest earlier one anywhere, and a
  // frame in code without a mapping (esbuild's helpers) would otherwise name some unrelated line.
  if (!entry || !('originalSource' in entry) || entry.generatedLine !== line - 1) return text;
  const source = new URL(entry.originalSource, pathToFileURL(`${file}.map`));
  const original = `${source.protocol === 'file:' ? fileURLToPath(source) : source.href}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return text.replace(`${fileName}:${line}:${column}`, original);
}

/**
 * Stack traces that name the TypeScript file and line (src/…/x.ts:12:5), as `node --enable-source-maps`
 * gives them, without its cost at start: Node reads and parses the map of every file as the file loads
 * (~115 ms of the bundled API's ~1.3 s start, issue 28), where this reads a file's map the first time a
 * stack trace has a frame in it. The same text otherwise as Node writes a stack (`Error: message` and one
 * `    at ...` line per frame).
 */
export function mapStackTracesThroughSourceMaps(): void {
  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) => {
    const heading = Error.prototype.toString.call(error);
    let frames: string[];
    try {
      frames = sites.map(frame);
    } catch {
      frames = sites.map(String);
    }
    return frames.length === 0 ? heading : `${heading}\n    at ${frames.join('\n    at ')}`;
  };
}
