import { describe, expect, it } from 'vitest';
import { correctedQuery, namedCategories, queryWords, tokens } from './query-words';

const typed = (query: string) => queryWords(query).map((w) => w.typed);

describe('queryWords', () => {
  it('reads a phrase of the trade as one thing asked for, before its words', () => {
    expect(typed('wireless mic')).toEqual(['wireless mic']);
    expect(queryWords('wireless mic')[0]!.categories).toEqual(['Wireless Microphones']);
    expect(typed('shure wireless microphones')).toEqual(['shure', 'wireless microphones']);
    expect(typed('di boxes')).toEqual(['di boxes']);
    expect(queryWords('line array')[0]!.categories).toEqual(['Column Speakers']);
    expect(typed('sennheiser in ear monitors')).toEqual(['sennheiser', 'in ear monitors']);
  });

  it('knows plurals and abbreviations', () => {
    for (const query of ['mics', 'mic', 'microphones', 'mike'])
      expect(queryWords(query)[0]!.categories, query).toEqual([
        'Wired Microphones',
        'Wireless Microphones',
        'Podium Microphones',
      ]);
    expect(queryWords('amps')[0]!.categories).toEqual(['Amplifiers']);
    expect(queryWords('subs')[0]!.categories).toEqual(['Active Subwoofers', 'Passive Subwoofers']);
    expect(queryWords('IEMs')[0]!.categories).toEqual(['In Ear Monitors']);
    expect(queryWords('powered speaker')[0]!.categories).toEqual(['Active Speakers']);
  });

  it('reads Sinhala and Tamil words for the gear, whole, however the conjuncts are typed', () => {
    expect(tokens('ස්පීකර් மைக்ரோஃபோன்')).toEqual(['ස්පීකර්', 'மைக்ரோஃபோன்']);
    // With and without the zero-width joiner that shapes 'ක්‍ර'.
    for (const query of ['මයික්‍රෆෝන', 'මයික්රෆෝන', 'மைக்', 'ஒலிவாங்கி', 'olivangi'])
      expect(queryWords(query)[0]!.categories, query).toEqual([
        'Wired Microphones',
        'Wireless Microphones',
        'Podium Microphones',
      ]);
    expect(queryWords('මික්සර්')[0]!.terms).toContain('mixer');
    expect(queryWords('ஒலிபெருக்கி')[0]!.terms).toContain('speaker');
    expect(namedCategories('ඇම්ප්')).toEqual(['Amplifiers']);
    expect(namedCategories('வயர்லெஸ் மைக்')).toEqual(['Wireless Microphones']);
    // 'eka' ('the one') as Sinhala shoppers add it in Latin letters carries nothing.
    expect(typed('speaker eka')).toEqual(['speaker']);
    // A word still being typed names the gear it starts, as in English.
    expect(queryWords('මික්ස')[0]!.categories).toEqual(['Analog Mixers', 'Digital Mixers']);
  });

  it('looks for what a word means as well as the word', () => {
    expect(queryWords('mics')[0]!.terms).toEqual(['microphone', 'mic']);
    expect(queryWords('ev')[0]!.terms).toEqual(['electro-voice', 'ev']);
    expect(queryWords('allen and heath')[0]!.terms).toContain('allen & heath');
    expect(queryWords('Allen & Heath')[0]!.terms).toContain('allen & heath');
  });

  it('joins a model number written in parts, however it is written', () => {
    for (const query of ['sm 58', 'SM-58', 'sm58', 'Sm.58'])
      expect(
        queryWords(query).map((w) => w.compact),
        query,
      ).toEqual(['sm58']);
    expect(queryWords('shure sm 58').map((w) => w.compact)).toEqual([undefined, 'sm58']);
    expect(queryWords('qu-5').map((w) => w.compact)).toEqual(['qu5']);
    // A maker's short name is not read into a model number: AT2020 is a model.
    expect(queryWords('at2020')).toEqual([
      { typed: 'at2020', terms: ['at2020'], categories: [], compact: 'at2020' },
    ]);
  });

  it('looks for the last word, maybe still being typed, at the start of a word', () => {
    expect(queryWords('shure wirel')[1]).toEqual({
      typed: 'wirel',
      terms: ['wirel', 'wireless'],
      categories: ['Wireless Microphones'],
      prefix: 'wirel',
    });
    expect(queryWords('mixe')).toEqual([
      {
        typed: 'mixe',
        terms: ['mixe', 'mixer', 'console'],
        categories: ['Analog Mixers', 'Digital Mixers'],
        prefix: 'mixe',
      },
    ]);
    // Two letters may start too much ('mi': mic, mixer, midi): only the start is looked for.
    expect(queryWords('mi')[0]!.categories).toEqual([]);
    expect(queryWords('scarlet 2i2')[0]!.prefix).toBeUndefined();
    expect(queryWords('wireless mi').at(-1)!.prefix).toBe('mi');
    expect(queryWords('15 i').at(-1)!.prefix).toBeUndefined();
  });

  it('leaves out the words that carry nothing, and keeps the rest as typed', () => {
    expect(typed('a mixer for the church')).toEqual(['mixer', 'church']);
    expect(typed('Scarlett 2i2')).toEqual(['scarlett', '2i2']);
    expect(tokens('  K&M  stand/tripod ')).toEqual(['k&m', 'stand', 'tripod']);
  });
});

describe('namedCategories', () => {
  it('names the gear a name search ranks first', () => {
    expect(namedCategories('mic')).toEqual([
      'Wired Microphones',
      'Wireless Microphones',
      'Podium Microphones',
    ]);
    expect(namedCategories('di')).toEqual(['Accessories']);
    expect(namedCategories('beyerdynamic')).toEqual([]);
  });
});

describe('correctedQuery', () => {
  const known = ['sennheiser', 'behringer', 'yamaha', 'scarlett', 'shure'];

  it('puts each slip right, from the shop’s words and the trade’s', () => {
    expect(correctedQuery('Sennhieser', known)).toBe('sennheiser');
    expect(correctedQuery('behringr mixer', known)).toBe('behringer mixer');
    expect(correctedQuery('yamha speakers', known)).toBe('yamaha speakers');
    expect(correctedQuery('scarlet 2i2', known)).toBe('scarlett 2i2');
    expect(correctedQuery('microfone', known)).toBe('microphone');
  });

  it('leaves a query with nothing to put right', () => {
    expect(correctedQuery('shure mixer', known)).toBeUndefined();
    expect(correctedQuery('mixer with usb', known)).toBeUndefined();
    expect(correctedQuery('trombone', known)).toBeUndefined();
  });
});
