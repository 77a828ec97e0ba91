import { PaymentMethodSchema, type PaymentMethod } from '@avstore/core';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The store's metrics, in Prometheus' text format at /metrics (plugins/metrics.ts), one registry
 * per process like the event loop it reports on (docs/operations.md says what to watch, decision
 * 024 why these labels). Every label has a bounded set of values: a route's pattern, never its
 * URL; a payment method; a provider's operation.
 */
export const registry = new Registry();

// Process metrics: CPU, memory, heap, GC, open handles, and the event loop's delay as
// perf_hooks' monitorEventLoopDelay measures it (nodejs_eventloop_lag_p99_seconds...).
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: 'avstore_http_request_duration_seconds',
  help: "Time from a request's arrival to its answer's end, by route pattern, method and status",
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** What happens to an order that the counters below count. */
export type OrderEvent = 'placed' | 'paid' | 'failed' | 'expired';

const orderCounters: Record<OrderEvent, Counter<'payment_method'>> = {
  placed: orderCounter('placed', 'Orders placed'),
  paid: orderCounter(
    'paid',
    'Orders paid: a card or KOKO payment its provider confirmed, a bank transfer the shop verified',
  ),
  failed: orderCounter(
    'failed',
    'Payment attempts that failed: declined by the card gateway or KOKO, a slip the shop rejected',
  ),
  expired: orderCounter('expired', 'Orders cancelled by the sweep: unpaid or unconfirmed too long'),
};

function orderCounter(event: OrderEvent, help: string): Counter<'payment_method'> {
  const counter = new Counter({
    name: `avstore_orders_${event}_total`,
    help: `${help}, by payment method`,
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });
  // Every method's series exists from the start, so rate() and alerts see a 0, not nothing.
  for (const method of PaymentMethodSchema.options) counter.inc({ payment_method: method }, 0);
  return counter;
}

/** Counts one order `event` for `method` (the sweep, the payment services and placing call it). */
export function countOrder(event: OrderEvent, method: PaymentMethod): void {
  orderCounters[event].inc({ payment_method: method });
}

export const providerCallDuration = new Histogram({
  name: 'avstore_payment_provider_call_duration_seconds',
  help: "Calls to the payment providers' APIs, by provider, operation and outcome (ok, refused: a 4xx, error: no answer, a timeout or a 5xx)",
  labelNames: ['provider', 'operation', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
  registers: [registry],
});

export const providerCallErrors = new Counter({
  name: 'avstore_payment_provider_errors_total',
  help: "Calls to the payment providers' APIs that got no usable answer (network, timeout, 5xx, 401)",
  labelNames: ['provider', 'operation'] as const,
  registers: [registry],
});

export const catalogueBuildDuration = new Histogram({
  name: 'avstore_catalogue_build_seconds',
  help: "Time to build the in-memory catalogue: 'full' reads every product, 'patch' the edited ones",
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

// Read when scraped (plugins/metrics.ts): the requests under way, the database pool and the mail
// outbox.
export const requestsUnderWay = new Gauge({
  name: 'avstore_http_requests_under_way',
  help: 'Requests the store is answering now, this scrape included (mail waits from 16: app.ts)',
  registers: [registry],
});
export const poolConnections = new Gauge({
  name: 'avstore_db_pool_connections',
  help: "The database pool's connections: in use (checked out) or idle",
  labelNames: ['state'] as const,
  registers: [registry],
});
export const poolWaiting = new Gauge({
  name: 'avstore_db_pool_waiting',
  help: 'Queries waiting for a connection of the database pool',
  registers: [registry],
});
export const poolMax = new Gauge({
  name: 'avstore_db_pool_max',
  help: "The database pool's size: connections it may open at most",
  registers: [registry],
});
export const outboxBacklog = new Gauge({
  name: 'avstore_mail_outbox_backlog',
  help: "Mail recorded and not yet sent, less mail held for an address its owner hasn't confirmed",
  registers: [registry],
});
export const outboxOldestAge = new Gauge({
  name: 'avstore_mail_outbox_oldest_age_seconds',
  help: 'Age of the oldest mail of the backlog (0 when it is empty)',
  registers: [registry],
});

// The job queue (services/jobs): each instance counts its own runs; the queue's jobs, shared by
// every instance, are read from the database when scraped, like the outbox's backlog.
export const jobRuns = new Counter({
  name: 'avstore_job_runs_total',
  help: "Runs of the store's periodic jobs on this instance, by job and outcome: ok, failed, or busy (skipped: another instance's run of it was still going)",
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'avstore_job_duration_seconds',
  help: "Time the store's periodic jobs took on this instance, by job",
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 1800],
  registers: [registry],
});

/** Reads the queue's state into the two gauges below; set by the queue when it starts. */
let readJobQueue: (() => Promise<void>) | undefined;
let reading: Promise<void> | undefined;
/** Both gauges' collect share one read per scrape. */
const readQueueOnce = () =>
  (reading ??= (readJobQueue?.() ?? Promise.resolve()).finally(() => (reading = undefined)));

export function readJobQueueWhenScraped(reader: () => Promise<void>): void {
  readJobQueue = reader;
}

export const jobQueueJobs = new Gauge({
  name: 'avstore_job_queue_jobs',
  help: 'Jobs in the queue, by queue and state: waiting (due and not yet taken), active, failed (in the last day)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  collect: readQueueOnce,
});

export const jobQueueOldestWaiting = new Gauge({
  name: 'avstore_job_queue_oldest_waiting_seconds',
  help: 'How long the oldest due job of each queue has waited for an instance to take it (0 when none waits)',
  labelNames: ['queue'] as const,
  registers: [registry],
  collect: readQueueOnce,
});
