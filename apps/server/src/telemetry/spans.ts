/** Attributes a span is given: plain values only. */
export type SpanAttributes = Record<string, string | number | boolean>;

/** Adds attributes to the span under way (say, the status of the answer once it came). */
export type NoteOnSpan = (attributes: SpanAttributes) => void;

/**
 * Runs `work` inside a client span named `name`; the span ends when `work` settles, marked as an
 * error when it throws.
 */
export type SpanRunner = <T>(
  name: string,
  attributes: SpanAttributes,
  work: (note: NoteOnSpan) => Promise<T>,
) => Promise<T>;

let runner: SpanRunner | undefined;

/**
 * Set by telemetry/tracing.ts once OpenTelemetry has started. Until then (and always when
 * OTEL_EXPORTER_OTLP_ENDPOINT is unset) spans cost a check of this variable and nothing is loaded:
 * this module imports no part of OpenTelemetry.
 */
export function useSpanRunner(run: SpanRunner): void {
  runner = run;
}

/** `work` in a span of its own when tracing is on (a call to a payment provider); else just `work`. */
export function inSpan<T>(
  name: string,
  attributes: SpanAttributes,
  work: (note: NoteOnSpan) => Promise<T>,
): Promise<T> {
  return runner ? runner(name, attributes, work) : work(noNote);
}

const noNote: NoteOnSpan = () => undefined;
