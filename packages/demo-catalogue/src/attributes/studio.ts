import type { AttributeValues } from '@avstore/core';

/**
 * Audio interfaces, studio monitors and a podcast console. A monitor's power is the sum of its
 * amplifiers (45 W LF + 25 W HF → 70 W); its connections are the input sockets on its back.
 */
export const STUDIO_ATTRIBUTES: Record<string, AttributeValues> = {
  'Focusrite Scarlett Solo (4th Gen)': {
    inputs: 2,
    outputs: 2,
    micPreamps: 1,
    sampleRate: 192,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C'],
  },
  'Focusrite Scarlett 2i2 (4th Gen)': {
    inputs: 2,
    outputs: 2,
    micPreamps: 2,
    sampleRate: 192,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C'],
  },
  'Focusrite Scarlett 4i4 (4th Gen)': {
    inputs: 4,
    outputs: 4,
    micPreamps: 2,
    sampleRate: 192,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C'],
  },
  'Universal Audio Volt 2': {
    inputs: 2,
    outputs: 2,
    micPreamps: 2,
    sampleRate: 192,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C'],
  },
  'Universal Audio Apollo Twin X DUO Gen 2': {
    inputs: 10,
    outputs: 6,
    micPreamps: 2,
    sampleRate: 192,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'Thunderbolt'],
  },
  'Audient iD14 MKII': {
    inputs: 10,
    outputs: 6,
    micPreamps: 2,
    sampleRate: 96,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C'],
  },
  'Audient EVO 4': {
    inputs: 2,
    outputs: 2,
    micPreamps: 2,
    sampleRate: 96,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C'],
  },
  'PreSonus AudioBox USB 96': {
    inputs: 2,
    outputs: 2,
    micPreamps: 2,
    sampleRate: 96,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB'],
  },
  'KRK ROKIT 5 G4': { wooferSize: 5, powerRms: 55, connections: ['XLR', 'TRS jack'] },
  'Yamaha HS5': { wooferSize: 5, powerRms: 70, connections: ['XLR', 'TRS jack'] },
  'Yamaha HS8': { wooferSize: 8, powerRms: 120, connections: ['XLR', 'TRS jack'] },
  'Adam Audio T7V': { wooferSize: 7, powerRms: 70, connections: ['XLR', 'RCA'] },
  'Neumann KH 120 II': { wooferSize: 5.25, powerRms: 245, connections: ['XLR'] },
  'Rode RODECaster Pro II': {
    micPreamps: 4,
    sampleRate: 48,
    bitDepth: 24,
    connections: ['XLR', 'TRS jack', 'USB-C', 'Bluetooth'],
  },
};
