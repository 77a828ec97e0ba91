import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, UNITS } from '@avstore/core';
import english from './locales/en/specs.json';
import { KEPT_SPEC_WORDS as KEPT } from './specs';

const words = new Set<string>();
for (const attribute of Object.values(ATTRIBUTES)) {
  words.add(attribute.label);
  if (attribute.kind === 'choice') for (const option of attribute.options) words.add(option);
}
const units = new Set<string>(UNITS);

describe('the specs catalogue', () => {
  it('has every label, option and unit of a typed specification that is not a name or symbol', () => {
    const wanted = [...words, ...units].filter((word) => !KEPT.has(word));
    const missing = wanted.filter((word) => !(word in english));
    expect(missing).toEqual([]);
    const unitsAfterNumbers = [...units]
      .filter((unit) => !KEPT.has(unit))
      .filter((unit) => !(`{value} ${unit}` in english));
    expect(unitsAfterNumbers).toEqual([]);
  });

  it('holds only those words, each in English as it is', () => {
    const known = new Set([...words, ...units, ...[...units].map((unit) => `{value} ${unit}`)]);
    for (const [key, message] of Object.entries(english as Record<string, unknown>)) {
      expect(known.has(key), key).toBe(true);
      expect(KEPT.has(key), key).toBe(false);
      // Compiled (vite.config.ts), a message with a number is a function of it.
      const text =
        typeof message === 'function'
          ? (message as (values: object) => unknown[])({ value: '{value}' }).join('')
          : message;
      expect(text).toBe(key);
    }
  });
});
