import type { LoggerService, LogLevel } from '@nestjs/common';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { lineBatch, type LineBatch } from './line-batch.js';
import { currentContext } from './request-context.js';
import { scrub } from './scrub.js';

export interface LogOptions {
  level: Level | 'silent';
  /** Human-readable lines (pino-pretty, a dev dependency: `npm start`); JSON lines otherwise. */
  pretty: boolean;
  /** Where the lines go (tests capture them); standard output by default. */
  destination?: DestinationStream;
}

/** `npm start`'s lines: one line each, a request as `GET /api/x/:id 200 3.1 ms`. */
const PRETTY = {
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  ignore: 'pid,hostname,context,method,route,status,durationMs',
  messageFormat: (entry: Record<string, unknown>, key: string) =>
    entry[key] === 'request'
      ? `${String(entry.method)} ${String(entry.route)} ${String(entry.status)} ${String(entry.durationMs)} ms`
      : `${entry.context ? `[${String(entry.context)}] ` : ''}${String(entry[key])}`,
};

/**
 * The process's one logger: JSON lines on standard output, each with the request id of the request (or
 * of the job a request caused) it was written for. Every message is scrubbed (scrub.ts).
 */
export async function createLogger(options: LogOptions): Promise<Logger> {
  const settings = {
    level: options.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    // Fastify's request loggers carry the id already (requestIdLogLabel); other lines get it here.
    mixin: (_object: object, _level: number, logger: Logger) => {
      const context = currentContext();
      return context && !bindsRequestId(logger) ? { requestId: context.requestId } : {};
    },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)),
        );
      },
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.pretty) {
    const { default: pretty } = await import('pino-pretty').catch(() => ({ default: null }));
    if (pretty) return pino(settings, pretty(PRETTY));
  }
  const stdout = standardOutput();
  return stdout ? pino(settings, stdout) : pino(settings);
}

let sharedStandardOutput: LineBatch | undefined;

/**
 * Standard output, its lines written in batches (line-batch.ts), shared by every logger of
 * the process. Undefined when something replaced process.stdout.write (a test runner capturing it):
 * then pino writes through it, as by default.
 */
function standardOutput(): LineBatch | undefined {
  if (process.stdout.write !== Object.getPrototypeOf(process.stdout).write) return undefined;
  sharedStandardOutput ??= lineBatch(pino.destination({ dest: 1, sync: true }));
  return sharedStandardOutput;
}

/**
 * Whether a (child) logger has the request id among its bindings: read from pino's serialised bindings
 * (`,"requestId":"…"`; in a string value the quotes would be escaped, and no binding of ours nests an
 * object) instead of `logger.bindings()`, which parses them as JSON on every line.
 */
function bindsRequestId(logger: Logger): boolean {
  return (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym].includes(',"requestId":');
}

/** Nest's level list (`['log', 'warn', 'error']`) as pino's lowest level. */
export function levelOf(levels: LogLevel[] | false): Level | 'silent' {
  if (levels === false || levels.length === 0) return 'silent';
  if (levels.includes('verbose')) return 'trace';
  if (levels.includes('debug')) return 'debug';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  return levels.includes('error') ? 'error' : 'fatal';
}

/** Nest's own lines (and every `new Logger(context)` of ours) through pino: `context` becomes a field. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack, context); a stack is scrubbed like any text.
    const [stack, context] = rest.length >= 2 ? rest : [undefined, rest[0]];
    this.write('error', message, [context], typeof stack === 'string' ? { stack: scrub(stack) } : {});
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[], extra: object = {}): void {
    const last = rest.at(-1);
    const fields = { ...(typeof last === 'string' ? { context: last } : {}), ...extra };
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) {
      const { msg, ...more } = message as { msg?: unknown };
      this.logger[level]({ ...fields, ...more }, typeof msg === 'string' ? msg : '');
    } else {
      this.logger[level](fields, message instanceof Error ? message.message : String(message));
    }
  }
}
