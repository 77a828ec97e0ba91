import type { AttributeValues } from '@avstore/core';

/**
 * Full-range loudspeakers, active and passive. Power only where the sheet says which figure it is:
 * peak, or continuous (a passive's continuous or noise rating is its RMS). An amplifier figure
 * without that word is left out. Connections of an active speaker are its XLR/TRS combo inputs.
 */
export const LOUDSPEAKER_ATTRIBUTES: Record<string, AttributeValues> = {
  'QSC K12.2': {
    powerPeak: 2000,
    wooferSize: 12,
    maxSpl: 132,
    lowFrequency: 45,
    highFrequency: 20,
    weight: 17.7,
    connections: ['XLR', 'TRS jack'],
  },
  'QSC K10.2': { powerPeak: 2000, wooferSize: 10, maxSpl: 131, connections: ['XLR', 'TRS jack'] },
  'QSC CP12': { powerPeak: 1000, wooferSize: 12, connections: ['XLR', 'TRS jack'] },
  'JBL EON712': {
    powerPeak: 1300,
    wooferSize: 12,
    maxSpl: 127,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'JBL EON715': { powerPeak: 1300, wooferSize: 15, connections: ['XLR', 'TRS jack', 'Bluetooth'] },
  'JBL PRX915': { wooferSize: 15, connections: ['XLR', 'TRS jack'] },
  'Electro-Voice ZLX-12P-G2': { wooferSize: 12, connections: ['XLR', 'TRS jack'] },
  'Electro-Voice EKX-15P': { wooferSize: 15, connections: ['XLR', 'TRS jack'] },
  'RCF ART 712-A MK5': { powerPeak: 1400, wooferSize: 12, connections: ['XLR', 'TRS jack'] },
  'RCF ART 745-A MK5': { powerPeak: 1400, wooferSize: 15, connections: ['XLR', 'TRS jack'] },
  'dB Technologies OPERA 12': { wooferSize: 12, connections: ['XLR', 'TRS jack'] },
  'Yamaha DXR12mkII': {
    powerPeak: 1100,
    wooferSize: 12,
    maxSpl: 132,
    lowFrequency: 52,
    highFrequency: 20,
    connections: ['XLR', 'TRS jack'],
  },
  'Yamaha DBR10': {
    powerPeak: 700,
    wooferSize: 10,
    maxSpl: 129,
    lowFrequency: 55,
    highFrequency: 20,
    weight: 10.5,
    connections: ['XLR', 'TRS jack'],
  },
  'Mackie Thump212': { powerPeak: 1400, wooferSize: 12, connections: ['XLR', 'TRS jack'] },
  'Behringer B212D': { wooferSize: 12, connections: ['XLR', 'TRS jack'] },

  'JBL JRX212': {
    powerRms: 250,
    powerPeak: 1000,
    wooferSize: 12,
    impedance: 8,
    connections: ['Speakon', 'TRS jack'],
  },
  'JBL JRX215': {
    powerRms: 250,
    powerPeak: 1000,
    wooferSize: 15,
    impedance: 8,
    connections: ['Speakon', 'TRS jack'],
  },
  'JBL SRX812': { powerRms: 800, wooferSize: 12, impedance: 8, connections: ['Speakon'] },
  'Electro-Voice ELX200-12': { wooferSize: 12, impedance: 8, connections: ['Speakon'] },
  'Electro-Voice ZX1-90': { powerRms: 200, powerPeak: 800, wooferSize: 8, impedance: 8 },
  'Electro-Voice SX300': { wooferSize: 12, impedance: 8 },
  'Yamaha CBR12': { powerRms: 350, powerPeak: 1400, wooferSize: 12, impedance: 8 },
  'Yamaha CZR15': { wooferSize: 15, impedance: 8 },
  'Bose AMU108': { wooferSize: 8 },
  'Peavey PV 115': { wooferSize: 15, impedance: 8 },
  'Behringer B1220 PRO': { wooferSize: 12, impedance: 8, connections: ['Speakon', 'TRS jack'] },
  'QSC AD-S12': { wooferSize: 12, impedance: 8 },
};
