import type { AttributeValues } from '@avstore/core';

/**
 * Subwoofers, active and passive. Power as in loudspeakers.ts: only a figure the sheet names peak
 * or continuous. Connections: the XLR inputs of an active sub, the speakON (and jack) of a passive.
 */
export const SUBWOOFER_ATTRIBUTES: Record<string, AttributeValues> = {
  'QSC KS112': { powerPeak: 2000, wooferSize: 12, connections: ['XLR'] },
  'QSC KS118': { powerPeak: 3600, wooferSize: 18, connections: ['XLR'] },
  'JBL EON718S': { powerPeak: 1500, wooferSize: 18, connections: ['XLR', 'Bluetooth'] },
  'JBL PRX918XLF': { wooferSize: 18, connections: ['XLR'] },
  'Electro-Voice ELX200-18SP': { wooferSize: 18, connections: ['XLR'] },
  'Electro-Voice ZXA1-Sub': { wooferSize: 12, connections: ['XLR'] },
  'RCF SUB 705-AS MK3': { wooferSize: 15, connections: ['XLR'] },
  'dB Technologies SUB 618': { wooferSize: 18, connections: ['XLR'] },
  'Yamaha DXS15mkII': { powerPeak: 1020, wooferSize: 15, maxSpl: 136, connections: ['XLR'] },
  'Mackie Thump118S': { powerPeak: 1400, wooferSize: 18, connections: ['XLR'] },
  'Behringer B1800XP': { powerPeak: 3000, wooferSize: 18, connections: ['XLR'] },

  'JBL JRX218S': {
    powerRms: 350,
    powerPeak: 1400,
    wooferSize: 18,
    impedance: 4,
    connections: ['Speakon', 'TRS jack'],
  },
  'JBL SRX818S': { wooferSize: 18, connections: ['Speakon'] },
  'Electro-Voice ELX200-18S': { wooferSize: 18, connections: ['Speakon'] },
  'Electro-Voice TX2181': { wooferSize: 18, connections: ['Speakon'] },
  'Yamaha CXS15XLF': { wooferSize: 15, connections: ['Speakon'] },
  'Yamaha CXS18XLF': { wooferSize: 18, connections: ['Speakon'] },
  'Peavey PV 118': { wooferSize: 18 },
  'Behringer B1800X PRO': { powerPeak: 1600, wooferSize: 18, impedance: 8 },
  'QSC AD-S112sw': { wooferSize: 12 },
  'Bose AMS115': { wooferSize: 15 },
  'Electro-Voice EKX-18S': { wooferSize: 18, connections: ['Speakon'] },
};
