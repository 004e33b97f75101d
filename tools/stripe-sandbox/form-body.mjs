// Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays, the way the
// Stripe API reads what the official SDKs send.

/** @param {string} body @returns {Record<string, unknown>} */
export function parseStripeForm(body) {
  /** @type {Record<string, unknown>} */
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    if (path.length === 0) continue;
    /** @type {any} */
    let node = root;
    for (let i = 0; i < path.length - 1; i += 1) {
      const key = path[i];
      if (node[key] === undefined || typeof node[key] !== 'object') {
        node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
      }
      node = node[key];
    }
    node[path[path.length - 1]] = value;
  }
  return root;
}

/** `line_items[0][price_data][currency]` -> ['line_items', '0', 'price_data', 'currency'] */
function keyPath(rawKey) {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
  if (!match) return [rawKey];
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}
