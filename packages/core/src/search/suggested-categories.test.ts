import { describe, expect, it } from 'vitest';
import { suggestedCategories } from './suggested-categories';

const labels = (query: string) => suggestedCategories(query).map((s) => s.label);

describe('suggestedCategories', () => {
  it('names a whole group when the words mean every category in it', () => {
    expect(labels('mic')).toEqual(['Microphones']);
    expect(labels('mixers')).toEqual(['Mixers']);
    expect(suggestedCategories('amp')).toEqual([{ label: 'Amplifiers', filter: 'Amplifiers' }]);
  });

  it('names the categories the words mean, or whose names start with them', () => {
    expect(labels('wireless mic')).toEqual(['Wireless Microphones']);
    expect(labels('dig mix')).toEqual(['Digital Mixers']);
    expect(labels('sub')).toEqual(['Active Subwoofers', 'Passive Subwoofers']);
    expect(labels('head')).toEqual(['Headphones & Earphones']);
  });

  it('names none for a maker or a model', () => {
    expect(labels('shure')).toEqual([]);
    expect(labels('sm58')).toEqual([]);
  });
});
