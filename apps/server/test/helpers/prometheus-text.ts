// A reader of Prometheus' text exposition format, as a scraper reads /metrics:
// https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
import { expect } from 'vitest';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  /** Each family's TYPE line: counter, gauge, histogram, summary or untyped. */
  types: Map<string, string>;
  samples: Sample[];
  /** The value of the one sample of `name` whose labels include `labels`; 0 if none. */
  value(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (text: string) => text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** A value as Prometheus reads one (Go's ParseFloat): a number, NaN or ±Inf in any case. */
function parseValue(text: string): number {
  const word = text.toLowerCase();
  if (word === 'nan') return NaN;
  if (/^[+-]?inf$/.test(word)) return word.startsWith('-') ? -Infinity : Infinity;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(word) ? Number(text) : Number.NaN;
}

/** Parses a scrape; any line that is not a comment, a blank or a well-formed sample fails. */
export function parsePrometheusText(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      else expect(line, 'a comment is HELP or TYPE').toMatch(/^# HELP \S+ /);
      continue;
    }
    const match = SAMPLE.exec(line);
    expect(match, `a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, key, value] of match![2]?.matchAll(LABEL) ?? []) labels[key!] = unescape(value!);
    const value = parseValue(match![3]!);
    expect(!Number.isNaN(value) || /^nan$/i.test(match![3]!), `a value: ${line}`).toBe(true);
    samples.push({ name: match![1]!, labels, value });
  }
  return {
    types,
    samples,
    value(name, labels = {}) {
      const found = samples.filter(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      );
      expect(found.length, `one ${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
      return found[0]?.value ?? 0;
    },
  };
}
