// The long lists (an organisation's requests, its employees) come a page at a time: the rows as a JSON
// array, the filtered total in X-Total-Count and the next page in an RFC 8288 Link header.

/** The `cursor` of an RFC 8288 `Link: <...>; rel="next"` header, or null on the last page. */
function nextCursorOf(link: string | null): string | null {
  const next = link
    ?.split(',')
    .map((part) => /^\s*<([^>]*)>\s*;\s*rel="?next"?/i.exec(part)?.[1])
    .find((url) => url !== undefined);
  return next ? new URL(next, 'http://link.invalid').searchParams.get('cursor') : null;
}

export interface PageInfo {
  /** Rows matching the filter, over every page. */
  total: number;
  nextCursor: string | null;
}

/** Total and next cursor of a page of `rows` rows, from its response headers. */
export function pageInfoOf(rows: number, headers: Headers): PageInfo {
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return { total: Number.isNaN(total) ? rows : total, nextCursor: nextCursorOf(headers.get('Link')) };
}

/** The query string of one page: `limit` rows after `cursor` (none: the first page). */
export function pageParams(
  params: URLSearchParams,
  page: { limit: number; cursor: string | null },
): URLSearchParams {
  params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return params;
}
