import type { AttributeValues } from '@avstore/core';

/**
 * Power amplifiers. Power is per channel at 8 Ω and at 4 Ω as the makers rate it; a total-power
 * figure (5000 W, 3000 W) is not a per-channel one and is left out. Connections are the input
 * and output sockets.
 */
export const AMPLIFIER_ATTRIBUTES: Record<string, AttributeValues> = {
  'Crown XLS 1002': {
    channels: 2,
    powerAt8Ohm: 215,
    powerAt4Ohm: 350,
    dsp: ['Yes'],
    connections: ['XLR', 'TRS jack', 'RCA', 'Speakon'],
  },
  'Crown XLS 1502': {
    channels: 2,
    powerAt8Ohm: 300,
    powerAt4Ohm: 525,
    dsp: ['Yes'],
    connections: ['XLR', 'TRS jack', 'RCA', 'Speakon'],
  },
  'Crown XLS 2002': {
    channels: 2,
    powerAt8Ohm: 325,
    powerAt4Ohm: 650,
    dsp: ['Yes'],
    connections: ['XLR', 'TRS jack', 'RCA', 'Speakon'],
  },
  'Crown XTi 4002': {
    channels: 2,
    powerAt8Ohm: 650,
    powerAt4Ohm: 1200,
    dsp: ['Yes'],
    connections: ['XLR', 'Speakon', 'USB'],
  },
  'Crest Audio Pro-LITE 3.0': { channels: 2 },
  'Crest Audio Pro-LITE 7.5': { channels: 2 },
  'QSC GXD 4': {
    channels: 2,
    powerAt8Ohm: 400,
    powerAt4Ohm: 600,
    dsp: ['Yes'],
    connections: ['XLR', 'TRS jack', 'Speakon'],
  },
  'QSC PLD4.5': { channels: 4, dsp: ['Yes'] },
  'Behringer NX3000D': { channels: 2, dsp: ['Yes'], connections: ['Speakon', 'USB'] },
  'Behringer EPQ2000': { channels: 2, dsp: ['No'], connections: ['XLR', 'TRS jack'] },
  'Yamaha PX5': {
    channels: 2,
    powerAt8Ohm: 500,
    powerAt4Ohm: 800,
    dsp: ['Yes'],
    connections: ['XLR', 'Speakon'],
  },
  'Peavey IPR2 3000': { channels: 2, dsp: ['No'], connections: ['XLR', 'TRS jack'] },
};
