import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';

/** Set by startTracing (tracing.ts); null: statements run without a span, at no cost. */
let tracer: Tracer | null = null;

export function traceSqlWith(on: Tracer): void {
  tracer = on;
}

/**
 * A statement in a client span of the current trace: its SQL text (parameters stay out: they are
 * data), its operation, the database. Our own spans rather than the pg instrumentation: every statement
 * passes here (sql.ts), and no module needs patching as it loads.
 */
export function tracedQuery<T>(sql: string, run: () => Promise<T>): Promise<T> {
  if (!tracer) return run();
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startActiveSpan(
    `pg ${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
    },
    (span) =>
      run().then(
        (result) => {
          span.end();
          return result;
        },
        (error: unknown) => {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          throw error;
        },
      ),
  );
}
