import { pino, type Logger } from 'pino';

/** What the one line per request says (request-log.ts). */
export interface RequestLineFields {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  organizationId?: string;
  apiKeyId?: string;
}

/**
 * The request line exactly as `logger.info(fields, 'request')` writes it with the process's settings
 * (logger.ts: the level as its label, ISO time, no base fields; the mixin adds nothing a line with its
 * request id lacks), put together directly: pino's general path (method hook, mixin, serialiser) is paid
 * by every request. request-line.spec.ts holds the two equal. The values are ids, a method and a route
 * template (ASCII); JSON.stringify quotes them as pino does.
 */
function requestLine(fields: RequestLineFields): string {
  return (
    `{"level":"info","time":"${new Date(Date.now()).toISOString()}","requestId":${JSON.stringify(fields.requestId)}` +
    `,"method":${JSON.stringify(fields.method)},"route":${JSON.stringify(fields.route)}` +
    `,"status":${fields.status},"durationMs":${fields.durationMs}` +
    (fields.organizationId === undefined
      ? ''
      : `,"organizationId":${JSON.stringify(fields.organizationId)}`) +
    (fields.apiKeyId === undefined ? '' : `,"apiKeyId":${JSON.stringify(fields.apiKeyId)}`) +
    `,"msg":"request"}\n`
  );
}

/** Writes the request line to the logger's destination when its level lets info lines through. */
export function writeRequestLine(logger: Logger, fields: RequestLineFields): void {
  if (!logger.isLevelEnabled('info')) return;
  (logger as unknown as Record<symbol, { write(line: string): unknown }>)[pino.symbols.streamSym].write(
    requestLine(fields),
  );
}
