import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../testing';
import { compareRows } from './compare-rows';

describe('compareRows', () => {
  it('aligns the typed specifications of the products, marking those that differ', () => {
    const speaker = makeProduct({
      id: 'a',
      category: 'Active Speakers',
      attributes: { powerRms: 1000, wooferSize: 12, connections: ['XLR', 'TRS jack'] },
    });
    const other = makeProduct({
      id: 'b',
      category: 'Active Speakers',
      attributes: { powerRms: 1000, wooferSize: 15 },
    });
    const sub = makeProduct({
      id: 'c',
      category: 'Active Subwoofers',
      attributes: { powerRms: 800, wooferSize: 18, lowFrequency: 35 },
    });
    expect(compareRows([speaker, other, sub])).toEqual([
      {
        key: 'powerRms',
        label: 'Power (RMS)',
        values: ['1,000 W', '1,000 W', '800 W'],
        differs: true,
      },
      {
        key: 'wooferSize',
        label: 'Woofer size',
        values: ['12 in', '15 in', '18 in'],
        differs: true,
      },
      {
        key: 'lowFrequency',
        label: 'Lowest frequency',
        values: ['—', '—', '35 Hz'],
        differs: true,
      },
      {
        key: 'connections',
        label: 'Connections',
        values: ['XLR, TRS jack', '—', '—'],
        differs: true,
      },
    ]);
    expect(compareRows([speaker, { ...speaker, id: 'd' }]).every((row) => !row.differs)).toBe(true);
  });

  it('leaves out what no product states', () => {
    expect(compareRows([makeProduct({ category: 'Amplifiers', attributes: {} })])).toEqual([]);
  });
});
