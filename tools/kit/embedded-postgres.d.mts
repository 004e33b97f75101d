// Types of embedded-postgres.mjs for TypeScript callers (the API's test setup).
export interface EmbeddedPostgresServer {
  port: number;
  /** URL of the server's maintenance database `postgres`. */
  serverUrl: string;
  /** Creates the database unless it exists; returns its URL. */
  ensureDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  purpose?: 'dev' | 'test';
  log?: (line: string) => void;
  quiet?: boolean;
}): Promise<EmbeddedPostgresServer>;

export interface TemporaryPostgresServer extends EmbeddedPostgresServer {
  /** Stops the server (fast shutdown), waits downMs, and starts it again on the same data and port. */
  interrupt(downMs?: number): Promise<void>;
}

/** A throw-away server with a temporary data folder, removed by stop(). */
export function startTemporaryPostgres(options: {
  port: number;
  log?: (line: string) => void;
}): Promise<TemporaryPostgresServer>;

export function pgliteEraNotice(root: string): string | null;
