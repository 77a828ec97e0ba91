import { vi } from 'vitest';
import type { TestApp } from './test-app';

interface Plan {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: Plan[];
}

export interface SentQuery {
  text: string;
  values: unknown[];
}

/** The queries `run` sends through the app's pool that read `table`. */
export async function queriesOf(
  t: TestApp,
  table: string,
  run: () => Promise<unknown>,
): Promise<SentQuery[]> {
  const spy = vi.spyOn(t.database.pool, 'query');
  try {
    await run();
    // Drizzle calls pool.query({ text, ... }, params).
    return spy.mock.calls
      .map(([config, values]) => ({
        text: (config as unknown as { text?: string }).text ?? '',
        values: values as unknown[],
      }))
      .filter((c) => new RegExp(` from "${table}"`).test(c.text));
  } finally {
    spy.mockRestore();
  }
}

/**
 * The scans of a query's plan with sequential scans priced out: a Seq Scan that is left is one
 * no index can replace (a test table is too small for the planner's own choice to prove it).
 */
export async function scansOf(t: TestApp, query: SentQuery): Promise<string[]> {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Plan }] }>(
      `EXPLAIN (FORMAT JSON) ${query.text}`,
      query.values,
    );
    const scans: string[] = [];
    const walk = (plan: Plan) => {
      if (plan['Relation Name']) scans.push(`${plan['Node Type']} on ${plan['Relation Name']}`);
      plan.Plans?.forEach(walk);
    };
    walk(rows[0]!['QUERY PLAN'][0].Plan);
    return scans;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
