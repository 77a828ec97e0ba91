import { describe, expect, it } from 'vitest';
import { valuesInQuery } from './values-in-query';

describe('valuesInQuery', () => {
  it('reads a woofer size, a power, channels and loudness written into a search', () => {
    expect(valuesInQuery('15 inch speaker')).toEqual({
      filters: [{ kind: 'range', keys: ['wooferSize'], min: 15, max: 15 }],
      rest: 'speaker',
    });
    for (const query of ['15" sub', '15-inch sub', '15in sub', '15 inches', '15 inc'])
      expect(valuesInQuery(query).filters, query).toEqual([
        { kind: 'range', keys: ['wooferSize'], min: 15, max: 15 },
      ]);
    expect(valuesInQuery('1000w amp')).toEqual({
      filters: [
        {
          kind: 'range',
          keys: ['powerRms', 'powerPeak', 'powerAt4Ohm', 'powerAt8Ohm'],
          min: 750,
          max: 1500,
        },
      ],
      rest: 'amp',
    });
    expect(valuesInQuery('16 channel mixer').filters).toEqual([
      { kind: 'range', keys: ['channels', 'inputs'], min: 16, max: null },
    ]);
    expect(valuesInQuery('16ch digital mixer').rest).toBe('digital mixer');
    expect(valuesInQuery('speaker 130 dB').filters).toEqual([
      { kind: 'range', keys: ['maxSpl'], min: 130, max: null },
    ]);
  });

  it('leaves model numbers and other words alone', () => {
    for (const query of ['sm58', 'xls 1502', 'k12', 'ie 100 pro', 'dt 770', 'shure'])
      expect(valuesInQuery(query), query).toEqual({ filters: [], rest: query });
  });
});
