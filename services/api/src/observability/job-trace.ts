import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';

/** W3C trace context (traceparent) as carried in a job's payload. */
export type TraceCarrier = Record<string, string>;

const tracer = trace.getTracer('ferieplan-api');

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

const attributes = (queue: string) => ({
  'messaging.system': 'pg-boss',
  'messaging.destination.name': queue,
});

/**
 * Queues a job in a producer span of the current trace; `send` gets the carrier to put in the job, so
 * the worker's span joins the trace. Without tracing (no SDK loaded) the span is a no-op and the
 * carrier stays empty.
 */
export function tracedSend<T>(queue: string, send: (carrier: TraceCarrier) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `${queue} send`,
    { kind: SpanKind.PRODUCER, attributes: attributes(queue) },
    (span) =>
      inSpan(span, () => {
        const carrier: TraceCarrier = {};
        propagation.inject(context.active(), carrier);
        return send(carrier);
      }),
  );
}

/** Runs a job in a consumer span, a child of the span that queued it. */
export function tracedProcess<T>(
  queue: string,
  carrier: TraceCarrier | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, carrier ?? {});
  return tracer.startActiveSpan(
    `${queue} process`,
    { kind: SpanKind.CONSUMER, attributes: attributes(queue) },
    parent,
    (span) => inSpan(span, work),
  );
}
