import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { traceSqlWith } from './sql-trace.js';

export interface Tracing {
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces to an OTLP/HTTP endpoint (a collector, Jaeger, Tempo): incoming HTTP requests
 * (the http instrumentation), their SQL (sql-trace.ts: every statement of SqlRepository and the job
 * inserts), and the mail jobs they queue (job-trace.ts carries the trace in the job). Imported only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts): without it no SDK is loaded, and the API's own spans
 * are skipped or no-ops. Must run before `http` is first required (by Fastify): it is patched as it loads.
 */
export function startTracing(endpoint: string, serviceName = 'ferieplan-api'): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes would be most of the spans and tell nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/api\/(health|metrics)\b/.test(request.url ?? ''),
      }),
    ],
  });
  traceSqlWith(provider.getTracer('ferieplan-api'));
  return { shutdown: () => provider.shutdown() };
}
