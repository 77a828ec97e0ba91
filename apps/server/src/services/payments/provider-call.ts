import { performance } from 'node:perf_hooks';
import { providerCallDuration, providerCallErrors } from '../../telemetry/metrics';
import { inSpan } from '../../telemetry/spans';

/** The providers the store calls, the card gateway (MPGS) and KOKO, and what it asks of each. */
const OPERATIONS = {
  mpgs: ['initiate_checkout', 'retrieve_order'],
  koko: ['order_view'],
} as const;

type Operations = typeof OPERATIONS;
export type PaymentProvider = keyof Operations;

// Each call's error series exists from the start, so an alert's rate() sees 0 rather than nothing.
for (const [provider, operations] of Object.entries(OPERATIONS))
  for (const operation of operations) providerCallErrors.inc({ provider, operation }, 0);

/** What came of a call: an answer, a refusal (4xx), or none worth the name (network, 5xx, 401). */
type Outcome = 'ok' | 'refused' | 'error';

/**
 * 401 is our credentials refused, as bad for the shop as a 5xx: no payment can go through. The
 * gateway's 4xx for a request it refuses (an order it does not know) is an answer.
 */
function outcomeOf(status: number): Outcome {
  if (status >= 500 || status === 401) return 'error';
  return status >= 400 ? 'refused' : 'ok';
}

/**
 * `fetch` to a payment provider, timed and counted by provider, operation (a fixed name, never the
 * URL, which carries ids) and outcome, and a span of its own when tracing is on
 * (docs/operations.md).
 */
export async function providerFetch<P extends PaymentProvider>(
  provider: P,
  operation: Operations[P][number],
  url: string,
  init: RequestInit,
): Promise<Response> {
  const labels = { provider, operation };
  const started = performance.now();
  let outcome: Outcome = 'error';
  try {
    const attributes = {
      'payment.provider': provider,
      'payment.operation': operation,
      'http.request.method': init.method ?? 'GET',
      'server.address': new URL(url).host,
    };
    const response = await inSpan(`${provider} ${operation}`, attributes, async (note) => {
      const answer = await fetch(url, init);
      note({ 'http.response.status_code': answer.status });
      return answer;
    });
    outcome = outcomeOf(response.status);
    return response;
  } finally {
    providerCallDuration.observe({ ...labels, outcome }, (performance.now() - started) / 1000);
    if (outcome === 'error') providerCallErrors.inc(labels);
  }
}
