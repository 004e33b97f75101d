/** One sample's value in Prometheus text exposition (0 when absent): `labels` must all match. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) {
      total += Number(match[3]);
      found = true;
    }
  }
  return found ? total : 0;
}
