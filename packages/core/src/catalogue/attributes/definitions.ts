import type { Category } from '../categories';
import type { Attribute, ChoiceAttribute, NumberAttribute } from './kinds';

// Each attribute is defined once: the same key means the same thing in every category, so a
// speaker and a subwoofer line up when compared.

const num = (
  key: string,
  label: string,
  unit: NumberAttribute['unit'],
  max: number,
  whole = false,
): NumberAttribute => ({
  key,
  label,
  kind: 'number',
  unit,
  max,
  ...(whole && { whole }),
});
const choice = (
  key: string,
  label: string,
  options: readonly string[],
  many = false,
): ChoiceAttribute => ({
  key,
  label,
  kind: 'choice',
  options,
  ...(many && { many }),
});

const YES_NO = ['Yes', 'No'];

export const ATTRIBUTES = {
  powerRms: num('powerRms', 'Power (RMS)', 'W', 100_000),
  powerPeak: num('powerPeak', 'Power (peak)', 'W', 200_000),
  powerAt8Ohm: num('powerAt8Ohm', 'Power per channel at 8 Ω', 'W', 50_000),
  powerAt4Ohm: num('powerAt4Ohm', 'Power per channel at 4 Ω', 'W', 50_000),
  wooferSize: num('wooferSize', 'Woofer size', 'in', 30),
  maxSpl: num('maxSpl', 'Maximum SPL', 'dB', 200),
  lowFrequency: num('lowFrequency', 'Lowest frequency', 'Hz', 1_000),
  highFrequency: num('highFrequency', 'Highest frequency', 'kHz', 100),
  impedance: num('impedance', 'Impedance', 'Ω', 1_000),
  weight: num('weight', 'Weight', 'kg', 500),
  channels: num('channels', 'Channels', '', 256, true),
  micPreamps: num('micPreamps', 'Mic preamps', '', 256, true),
  inputs: num('inputs', 'Inputs', '', 256, true),
  outputs: num('outputs', 'Outputs', '', 256, true),
  auxSends: num('auxSends', 'Aux sends', '', 64, true),
  microphones: num('microphones', 'Microphones in the set', '', 16, true),
  drivers: num('drivers', 'Drivers per side', '', 16, true),
  driverSize: num('driverSize', 'Driver size', 'mm', 100),
  sampleRate: num('sampleRate', 'Sample rate', 'kHz', 768),
  bitDepth: num('bitDepth', 'Bit depth', 'bit', 64, true),
  range: num('range', 'Range', 'm', 1_000),
  batteryLife: num('batteryLife', 'Battery life', 'h', 200),
  length: num('length', 'Length', 'cm', 10_000),
  connections: choice(
    'connections',
    'Connections',
    [
      'XLR',
      'TRS jack',
      'Speakon',
      'RCA',
      '3.5 mm',
      'USB',
      'USB-C',
      'Bluetooth',
      'Dante',
      'Thunderbolt',
    ],
    true,
  ),
  wirelessBand: choice(
    'wirelessBand',
    'Wireless band',
    ['UHF', 'VHF', '2.4 GHz', '5.8 GHz', '1.9 GHz (DECT)'],
    true,
  ),
  micType: choice('micType', 'Microphone type', ['Dynamic', 'Condenser', 'Ribbon']),
  polarPattern: choice('polarPattern', 'Polar pattern', [
    'Cardioid',
    'Supercardioid',
    'Hypercardioid',
    'Omnidirectional',
    'Figure-8',
    'Multi-pattern',
  ]),
  headphoneType: choice('headphoneType', 'Type', [
    'Closed-back',
    'Open-back',
    'Semi-open',
    'In-ear',
  ]),
  iemType: choice('iemType', 'Type', ['Earphones', 'Wireless system']),
  accessoryType: choice('accessoryType', 'Type', [
    'Cable',
    'Connector',
    'Stand',
    'DI box',
    'Mount',
    'Other',
  ]),
  dsp: choice('dsp', 'DSP', YES_NO),
  effects: choice('effects', 'Built-in effects', YES_NO),
  usbAudio: choice('usbAudio', 'USB audio', ['None', 'Stereo', 'Multitrack']),
  battery: choice('battery', 'Battery powered', YES_NO),
} as const satisfies Record<string, Attribute>;

const A = ATTRIBUTES;
const SPEAKER = [
  A.powerRms,
  A.powerPeak,
  A.wooferSize,
  A.maxSpl,
  A.lowFrequency,
  A.highFrequency,
  A.weight,
  A.connections,
];
const SUBWOOFER = [
  A.powerRms,
  A.powerPeak,
  A.wooferSize,
  A.maxSpl,
  A.lowFrequency,
  A.weight,
  A.connections,
];
const MIXER = [
  A.channels,
  A.micPreamps,
  A.auxSends,
  A.effects,
  A.usbAudio,
  A.weight,
  A.connections,
];
const MICROPHONE = [
  A.micType,
  A.polarPattern,
  A.lowFrequency,
  A.highFrequency,
  A.connections,
  A.weight,
];

/** The typed specifications of each category, in the order the back office and the Shop list them. */
export const CATEGORY_ATTRIBUTES: Record<Category, readonly Attribute[]> = {
  'Studio Equipment': [
    A.inputs,
    A.outputs,
    A.micPreamps,
    A.sampleRate,
    A.bitDepth,
    A.wooferSize,
    A.powerRms,
    A.connections,
  ],
  'Headphones & Earphones': [
    A.headphoneType,
    A.impedance,
    A.driverSize,
    A.lowFrequency,
    A.highFrequency,
    A.weight,
    A.connections,
  ],
  'In Ear Monitors': [
    A.iemType,
    A.drivers,
    A.impedance,
    A.wirelessBand,
    A.lowFrequency,
    A.highFrequency,
  ],
  Accessories: [A.accessoryType, A.length, A.connections],
  Amplifiers: [A.channels, A.powerAt8Ohm, A.powerAt4Ohm, A.dsp, A.weight, A.connections],
  'Wired Microphones': MICROPHONE,
  'Wireless Microphones': [
    A.wirelessBand,
    A.microphones,
    A.micType,
    A.polarPattern,
    A.range,
    A.batteryLife,
  ],
  'Podium Microphones': [
    A.micType,
    A.polarPattern,
    A.length,
    A.lowFrequency,
    A.highFrequency,
    A.connections,
  ],
  'Active Speakers': SPEAKER,
  'Active Subwoofers': SUBWOOFER,
  'Passive Speakers': [...SPEAKER.slice(0, 6), A.impedance, A.weight, A.connections],
  'Passive Subwoofers': [...SUBWOOFER.slice(0, 5), A.impedance, A.weight, A.connections],
  'Portable Speakers': [
    A.powerRms,
    A.powerPeak,
    A.wooferSize,
    A.maxSpl,
    A.channels,
    A.battery,
    A.batteryLife,
    A.weight,
    A.connections,
  ],
  'Column Speakers': [
    A.powerRms,
    A.powerPeak,
    A.wooferSize,
    A.maxSpl,
    A.lowFrequency,
    A.channels,
    A.weight,
    A.connections,
  ],
  'Analog Mixers': MIXER,
  'Digital Mixers': MIXER,
};

/** The typed specifications a category has; none for one it does not know. */
export function attributesOf(category: string): readonly Attribute[] {
  return CATEGORY_ATTRIBUTES[category as Category] ?? [];
}

/** Every attribute, by key. */
export const ATTRIBUTE_BY_KEY: ReadonlyMap<string, Attribute> = new Map(
  Object.values(ATTRIBUTES).map((a) => [a.key, a]),
);
