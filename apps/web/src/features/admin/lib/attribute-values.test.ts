import { describe, expect, it } from 'vitest';
import {
  attributesToForm,
  attributesToRequest,
  keepForCategory,
  removedNotice,
  withAttribute,
} from './attribute-values';

describe('typed specifications in the product form', () => {
  it('sends numbers as numbers and leaves empty values out', () => {
    expect(
      attributesToRequest({ powerRms: '650', weight: ' ', wooferSize: '15.5', connections: [] }),
    ).toEqual({ powerRms: 650, wooferSize: 15.5 });
    expect(attributesToRequest({ powerRms: 'x' })).toEqual({ powerRms: NaN });
  });

  it('reads a saved product back as typed text and ticked options', () => {
    expect(attributesToForm({ powerRms: 650, connections: ['XLR'] })).toEqual({
      powerRms: '650',
      connections: ['XLR'],
    });
    expect(attributesToForm(undefined)).toEqual({});
  });

  it('forgets a value emptied, so an untouched form stays unchanged', () => {
    expect(withAttribute({ powerRms: '650', maxSpl: '127' }, 'powerRms', '')).toEqual({
      maxSpl: '127',
    });
    expect(withAttribute({}, 'connections', [])).toEqual({});
  });

  it('keeps what the new category has and names what it drops', () => {
    const values = { powerRms: '650', wooferSize: '15', connections: ['XLR'], maxSpl: '127' };
    const { kept, removed } = keepForCategory('Wired Microphones', values);
    expect(kept).toEqual({ connections: ['XLR'] });
    expect(removedNotice(removed, 'Wired Microphones')).toBe(
      'Power (RMS), Woofer size and Maximum SPL are not specifications of Wired Microphones and were removed.',
    );
    expect(keepForCategory('', values)).toEqual({ kept: values, removed: [] });
  });

  it('says one removal in the singular', () => {
    const { removed } = keepForCategory('Active Subwoofers', { highFrequency: '20' });
    expect(removedNotice(removed, 'Active Subwoofers')).toBe(
      'Highest frequency is not a specification of Active Subwoofers and was removed.',
    );
  });
});
