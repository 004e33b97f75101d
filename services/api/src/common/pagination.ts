import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverPaging } from '@ferieplan/texts';
import { invalidInput } from './domain-error.js';

/** Most rows one page may ask for. */
export const MAX_PAGE_SIZE = 500;

/**
 * Keyset pagination: the cursor is the sort key of the last row of the page (opaque to clients,
 * base64url), so a page costs the same however deep it is and rows inserted meanwhile are not skipped.
 */
function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key in a cursor; a cursor that is not one of ours is a 400 with a Norwegian message. */
export function decodeCursor(cursor: string, valid: (key: string[]) => boolean): string[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  if (!Array.isArray(key) || !key.every((part) => typeof part === 'string') || !valid(key)) {
    throw invalidInput(serverPaging.cursorInvalid, { cursor: [serverPaging.cursorInvalid] });
  }
  return key;
}

/** One page of a list: its rows, the total of the whole filtered list, and the cursor of the next page. */
export interface Page<T> {
  rows: T[];
  total: number;
  next: string | null;
}

/**
 * `X-Total-Count` and, when there is a next page, an RFC 8288 `Link: <...>; rel="next"` with the
 * request's own URL and query, `cursor` replaced.
 */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, page: Page<unknown>): void {
  reply.header('X-Total-Count', String(page.total));
  if (page.next === null) return;
  reply.header('Link', `<${withCursor(request.url, page.next)}>; rel="next"`);
}

/** A query parameter's name as the query parser reads it ('+' a space, %XX decoded). */
function parameterName(part: string): string {
  const end = part.indexOf('=');
  const raw = end === -1 ? part : part.slice(0, end);
  // A plain name (every page's limit, teamId, cursor) needs no decoding.
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  const name = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The request's path and query with `cursor` set to `cursor` (in place of the first cursor parameter,
 * others dropped; at the end when there is none) and every other parameter kept as sent. String work
 * instead of URL/URLSearchParams, which parsed and re-serialised the whole address on every page.
 */
export function withCursor(pathAndQuery: string, cursor: string): string {
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const parts = queryStart === -1 ? [] : pathAndQuery.slice(queryStart + 1).split('&');
  const given = `cursor=${encodeURIComponent(cursor)}`;
  let placed = false;
  const kept: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    if (parameterName(part) !== 'cursor') kept.push(part);
    else if (!placed) {
      kept.push(given);
      placed = true;
    }
  }
  if (!placed) kept.push(given);
  return `${path}?${kept.join('&')}`;
}

/**
 * A page from `limit + 1` rows: the extra row only says that a next page exists. `keyOf` gives a row's
 * sort key, asked only of the page's last row (the cursor's). The rows keep whatever column the key was
 * read from; a list that returns its rows as they are takes it off.
 */
function pageOf<T>(rows: T[], limit: number, total: number, keyOf: (row: T) => readonly string[]): Page<T> {
  if (rows.length <= limit) return { rows, total, next: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, total, next: encodeCursor(keyOf(shown[limit - 1])) };
}

/** What a gated page statement puts on every row: the filtered total and the caller's is_admin (null: not a member). */
interface Gate {
  total: number;
  callerIsAdmin: boolean | null;
}

/** A row of a gated page statement; with nothing to show (not an admin, or an empty page) one row of nulls carries the gate. */
export type GatedRow<T> = Gate & (T | { id: null });

/**
 * The page, total and caller's is_admin read by a gated page statement (employeePageSql,
 * organizationRequestsPageSql): one statement, one round trip, rows read only for an admin.
 */
export function gatedPageOf<T extends { id: string }>(
  rows: GatedRow<T>[],
  limit: number,
  keyOf: (row: T) => readonly string[],
): Page<T & Gate> & { callerIsAdmin: boolean | null } {
  const { total, callerIsAdmin } = rows[0];
  const shown = rows[0].id === null ? [] : (rows as (T & Gate)[]);
  return { ...pageOf(shown, limit, total, keyOf), callerIsAdmin };
}

/** The position of `name` among a result's columns; a statement without it is a programming error. */
export function columnIndex(columns: readonly string[], name: string): number {
  const index = columns.indexOf(name);
  if (index === -1) throw new Error(`column "${name}" missing from the statement's result`);
  return index;
}

/**
 * gatedPageOf for a gated page statement read as arrays (SqlRepository.preparedArrays): the page's rows
 * stay arrays for the caller to map into the response; `keyColumns` name the sort key's columns.
 */
export function gatedArrayPageOf(
  columns: readonly string[],
  rows: unknown[][],
  limit: number,
  keyColumns: readonly string[],
): Page<unknown[]> & { callerIsAdmin: boolean | null } {
  const first = rows[0];
  const total = first[columnIndex(columns, 'total')] as number;
  const callerIsAdmin = first[columnIndex(columns, 'callerIsAdmin')] as boolean | null;
  if (first[columnIndex(columns, 'id')] === null) return { rows: [], total, next: null, callerIsAdmin };
  const page = pageOf(rows, limit, total, (row) =>
    keyColumns.map((column) => row[columnIndex(columns, column)] as string),
  );
  return { ...page, callerIsAdmin };
}
