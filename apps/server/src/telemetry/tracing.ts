import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { useSpanRunner } from './spans';

/** Paths whose requests make no trace: the scraper's, every few seconds. */
const UNTRACED = new Set(['/metrics']);

export interface Tracing {
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Traces every request (the HTTP server's span, named by its route; Fastify's handler), the
 * PostgreSQL queries made for it and the calls to the payment providers, exported over OTLP/HTTP
 * to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it and the other OTEL_EXPORTER_OTLP_*
 * settings itself). Loaded by main.ts only when that is set, before the modules it patches
 * (docs/decisions/024-metrics-and-traces.md).
 */
export function startTracing(serviceName: string): Tracing {
  // The bundle is ES modules, and an ES module's import of pg is seen by this loader hook
  // (import-in-the-middle), limited to pg; what is loaded by require (Fastify's node:http) is
  // patched by require-in-the-middle, which the instrumentations bring.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['pg', 'pg-pool'] },
  });
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has(request.url?.split('?')[0] ?? ''),
      }),
      // Background work (the catalogue's stock check every second, the mail sender, the sweeps)
      // would be a trace of one query each: only queries made inside a request or a provider call.
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // The request's span and its handler's; not one per hook of every request.
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED.has(route.url),
        // The id of the answer's x-request-id and of the log lines, to go from one to the other.
        requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
      }),
    ],
  });
  const tracer = trace.getTracer('avstore');
  useSpanRunner((name, attributes, work) =>
    tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        return await work((more) => span.setAttributes(more));
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    }),
  );
  return { shutdown: () => provider.shutdown() };
}
