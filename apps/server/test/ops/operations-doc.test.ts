// docs/operations.md's alert rules and the Grafana dashboard name metrics by hand: each name they
// use must be one the store serves, or an alert would wait for ever on a series that never comes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/telemetry/metrics';
import { serverDir } from '../helpers/server-process';

const DOCS = path.resolve(serverDir, '../../docs');
const SUFFIXES = /_(bucket|count|sum)$/;

/** The store's metric names in `text`: ours, Node's and the process's. */
function metricNames(text: string): string[] {
  return [...new Set(text.match(/\b(?:avstore|nodejs|process)_[a-z0-9_]+\b/g) ?? [])];
}

async function served(): Promise<Set<string>> {
  const families = await registry.getMetricsAsJSON();
  return new Set(families.map((family) => family.name));
}

describe('the operations guide and dashboard', () => {
  it('alert on metrics the store serves', async () => {
    const guide = await fs.readFile(path.join(DOCS, 'operations.md'), 'utf8');
    const rules = /```yaml\ngroups:[\s\S]*?```/.exec(guide)?.[0] ?? '';
    expect(rules).toContain('alert: StoreMailOutboxStuck');
    const names = metricNames(rules);
    expect(names.length).toBeGreaterThan(4);
    const known = await served();
    expect(names.filter((name) => !known.has(name.replace(SUFFIXES, '')))).toEqual([]);
  });

  it('draw metrics the store serves, in valid JSON', async () => {
    const file = path.join(DOCS, 'operations', 'grafana-dashboard.json');
    const dashboard = JSON.parse(await fs.readFile(file, 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr);
    expect(exprs.length).toBeGreaterThan(10);
    const names = metricNames(exprs.join('\n'));
    const known = await served();
    expect(names.filter((name) => !known.has(name.replace(SUFFIXES, '')))).toEqual([]);
    for (const family of ['avstore_orders_placed_total', 'avstore_mail_outbox_backlog'])
      expect(names).toContain(family);
  });
});
