import { describe, expect, it } from 'vitest';
import {
  parseSpecFilters,
  parseSpecSort,
  SPEC_FILTER_MESSAGES,
  specFilterParams,
} from './spec-filters';

describe('parseSpecFilters', () => {
  it('reads ranges, one number, and options of one key as any of them', () => {
    const params = ['powerRms:500-2000', 'wooferSize:15', 'maxSpl:120-', 'weight:-20'];
    const filters = parseSpecFilters([...params, 'connections:Bluetooth', 'connections:XLR']);
    expect(filters).toEqual([
      { kind: 'range', keys: ['powerRms'], min: 500, max: 2000 },
      { kind: 'range', keys: ['wooferSize'], min: 15, max: 15 },
      { kind: 'range', keys: ['maxSpl'], min: 120, max: null },
      { kind: 'range', keys: ['weight'], min: null, max: 20 },
      { kind: 'choice', key: 'connections', options: ['Bluetooth', 'XLR'] },
    ]);
    expect(specFilterParams(filters as never)).toEqual([
      ...params,
      'connections:Bluetooth',
      'connections:XLR',
    ]);
  });

  it('refuses what makes no sense, with a message', () => {
    expect(parseSpecFilters(['nonsense:1'])).toEqual({ error: SPEC_FILTER_MESSAGES.unknown });
    expect(parseSpecFilters(['powerRms'])).toEqual({ error: SPEC_FILTER_MESSAGES.unknown });
    expect(parseSpecFilters(['powerRms:2000-500'])).toEqual({
      error: SPEC_FILTER_MESSAGES.badRange,
    });
    expect(parseSpecFilters(['powerRms:-'])).toEqual({ error: SPEC_FILTER_MESSAGES.badRange });
    expect(parseSpecFilters(['powerRms:lots'])).toEqual({ error: SPEC_FILTER_MESSAGES.badRange });
    expect(parseSpecFilters(['connections:Pigeon'])).toEqual({
      error: SPEC_FILTER_MESSAGES.badOption,
    });
  });
});

describe('parseSpecSort', () => {
  it('orders by a number specification either way', () => {
    expect(parseSpecSort('powerRms-desc')).toEqual({ key: 'powerRms', descending: true });
    expect(parseSpecSort('wooferSize-asc')).toEqual({ key: 'wooferSize', descending: false });
    expect(parseSpecSort('connections-asc')).toBeUndefined();
    expect(parseSpecSort('price-asc')).toBeUndefined();
  });
});
