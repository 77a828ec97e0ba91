import { describe, expect, it } from 'vitest';
import { attributeIssues } from '@avstore/core';
import { SEED_PRODUCTS } from './catalogue-data';
import { SEED_ATTRIBUTES } from './product-attributes';
import { SEED_SPECS } from './product-specs';

// Products with fewer than 3 typed specifications, and why: what their category asks for does not
// apply to them, or their sheet does not give it and the maker's figure is not certain.
const FEWER_THAN_THREE: [reason: string, names: string[]][] = [
  ['a connector has no length', ['Neutrik NC3MXX', 'Neutrik NC3FXX', 'Neutrik NL4FX']],
  ['a DI box has no length', ['Radial ProDI', 'Behringer ULTRA-DI DI400P']],
  [
    'a stand or mount has neither length nor connection',
    ['K&M 210/9', 'K&M 21450', 'Shure A55M', 'Rode PSA1+'],
  ],
  [
    'wired earphones have no wireless band, and the sheet gives no impedance or frequency range',
    ['Westone Pro X10', 'Westone Pro X20', 'Ultimate Ears UE 6 Pro', 'Audio-Technica ATH-E40'],
  ],
  [
    'the sheet gives no power per channel',
    ['Crest Audio Pro-LITE 3.0', 'Crest Audio Pro-LITE 7.5', 'QSC PLD4.5'],
  ],
  [
    'the sheet gives the amplifier power without saying peak or continuous, and no SPL, range or weight',
    [
      'JBL PRX915',
      'Electro-Voice ZLX-12P-G2',
      'Electro-Voice EKX-15P',
      'Behringer B212D',
      'JBL PRX918XLF',
      'Electro-Voice ELX200-18SP',
      'Electro-Voice ZXA1-Sub',
      'Behringer Europort MPA40BT-PRO',
      'Yamaha STAGEPAS 100BTR',
    ],
  ],
  [
    'the sheet gives the driver and its connectors only: no power, SPL, range or weight',
    [
      'dB Technologies OPERA 12',
      'RCF SUB 705-AS MK3',
      'dB Technologies SUB 618',
      'RCF EVOX J8',
      'Electro-Voice SX300',
      'Yamaha CZR15',
      'Bose AMU108',
      'Peavey PV 115',
      'QSC AD-S12',
      'JBL SRX818S',
      'Electro-Voice ELX200-18S',
      'Electro-Voice TX2181',
      'Yamaha CXS15XLF',
      'Yamaha CXS18XLF',
      'Peavey PV 118',
      'QSC AD-S112sw',
      'Bose AMS115',
      'Electro-Voice EKX-18S',
    ],
  ],
  [
    'racetrack woofers have no single size, and the sheet gives no power, SPL or weight',
    ['Bose L1 Pro8', 'Bose L1 Pro16'],
  ],
  [
    'the array is sold without the Sub1/Sub2 power stand that holds the amplifier and mixer',
    ['Bose L1 Pro32'],
  ],
  ['the sheet gives no figure for its drivers, power or mixer', ['dB Technologies ES 503']],
];
const exceptions = new Map(FEWER_THAN_THREE.flatMap(([why, names]) => names.map((n) => [n, why])));

const byName = new Map(SEED_PRODUCTS.map((p) => [p.name, p]));
const countOf = (name: string) => Object.keys(SEED_ATTRIBUTES[name] ?? {}).length;
/** The sheet's rows and the description, as one text to look a figure up in. */
const sheetText = (name: string) =>
  [byName.get(name)!.description, ...SEED_SPECS[name]!.specs.map((r) => r.value)].join('\n');

describe('the demo products’ typed specifications', () => {
  it('name demo products only', () => {
    expect(Object.keys(SEED_ATTRIBUTES).filter((name) => !byName.has(name))).toEqual([]);
  });

  it('are specifications of each product’s category, with values they allow', () => {
    const issues = Object.entries(SEED_ATTRIBUTES).flatMap(([name, values]) =>
      attributeIssues(byName.get(name)!.category, values).map((i) => `${name}: ${i.message}`),
    );
    expect(issues).toEqual([]);
  });

  it('give every demo product at least 3, but for the listed exceptions', () => {
    const short = SEED_PRODUCTS.filter((p) => countOf(p.name) < 3 && !exceptions.has(p.name));
    expect(short.map((p) => `${p.name}: ${countOf(p.name)}`)).toEqual([]);
  });

  it('list as exceptions only demo products that have fewer than 3', () => {
    const stale = [...exceptions.keys()].filter((n) => !byName.has(n) || countOf(n) >= 3);
    expect(stale).toEqual([]);
  });

  it('give a woofer size the sheet states (12 → “12-inch”)', () => {
    const unmatched = Object.entries(SEED_ATTRIBUTES)
      .filter(
        ([name, v]) =>
          v.wooferSize !== undefined && !sheetText(name).includes(`${v.wooferSize}-inch`),
      )
      .map(([name, v]) => `${name}: ${v.wooferSize}`);
    expect(unmatched).toEqual([]);
  });

  it('give a weight the sheet states, in kg (298 g → 0.298)', () => {
    const unmatched = Object.entries(SEED_ATTRIBUTES)
      .filter(([name, v]) => {
        if (v.weight === undefined) return false;
        const text = sheetText(name);
        return (
          !text.includes(`${v.weight} kg`) &&
          !text.includes(`${Math.round(Number(v.weight) * 1000)} g`)
        );
      })
      .map(([name, v]) => `${name}: ${v.weight}`);
    expect(unmatched).toEqual([]);
  });

  it('carry the makers’ figures of well-known products', () => {
    expect(SEED_ATTRIBUTES['QSC K12.2']).toMatchObject({
      wooferSize: 12,
      powerPeak: 2000,
      maxSpl: 132,
      lowFrequency: 45,
      highFrequency: 20,
      weight: 17.7,
    });
    expect(SEED_ATTRIBUTES['JBL EON715']).toMatchObject({ wooferSize: 15, powerPeak: 1300 });
    expect(SEED_ATTRIBUTES['JBL JRX212']).toMatchObject({
      powerRms: 250,
      powerPeak: 1000,
      impedance: 8,
    });
    expect(SEED_ATTRIBUTES['Behringer X32']).toMatchObject({ channels: 40, micPreamps: 32 });
    expect(SEED_ATTRIBUTES['Shure SM58']).toMatchObject({
      micType: ['Dynamic'],
      polarPattern: ['Cardioid'],
      lowFrequency: 50,
      highFrequency: 15,
      weight: 0.298,
    });
    expect(SEED_ATTRIBUTES['Shure MX418/C']).toMatchObject({
      length: 46,
      polarPattern: ['Cardioid'],
    });
    expect(SEED_ATTRIBUTES['Hosa HMIC-025']).toMatchObject({ length: 760, connections: ['XLR'] });
    expect(SEED_ATTRIBUTES['Crown XLS 1002']).toMatchObject({ powerAt8Ohm: 215, powerAt4Ohm: 350 });
    expect(SEED_ATTRIBUTES['Shure GLXD24+/SM58']).toMatchObject({
      wirelessBand: ['2.4 GHz', '5.8 GHz'],
    });
    expect(SEED_ATTRIBUTES['Focusrite Scarlett 2i2 (4th Gen)']).toMatchObject({
      micPreamps: 2,
      sampleRate: 192,
      bitDepth: 24,
    });
  });
});
