import type { AttributeValues } from '@avstore/core';

/**
 * Battery speakers and column systems. 'channels' are those of the built-in mixer; a column's
 * woofer size is its subwoofer's. Power as in loudspeakers.ts: only a figure named peak.
 */
export const PORTABLE_PA_ATTRIBUTES: Record<string, AttributeValues> = {
  'LD Systems ANNY 10': { wooferSize: 10, battery: ['Yes'], connections: ['Bluetooth'] },
  'Bose S1 Pro+': {
    wooferSize: 6,
    channels: 3,
    battery: ['Yes'],
    batteryLife: 11,
    weight: 6.8,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'JBL EON ONE Compact': {
    wooferSize: 8,
    maxSpl: 112,
    channels: 4,
    battery: ['Yes'],
    batteryLife: 12,
    weight: 8,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'Yamaha STAGEPAS 200BTR': { channels: 5, battery: ['Yes'], connections: ['Bluetooth'] },
  'Mackie Thump GO': {
    wooferSize: 8,
    channels: 3,
    battery: ['Yes'],
    batteryLife: 12,
    connections: ['Bluetooth'],
  },
  'Electro-Voice EVERSE 8': {
    wooferSize: 8,
    channels: 4,
    battery: ['Yes'],
    connections: ['Bluetooth'],
  },
  'Electro-Voice EVERSE 12': {
    wooferSize: 12,
    channels: 4,
    battery: ['Yes'],
    connections: ['Bluetooth'],
  },
  'Behringer Europort MPA40BT-PRO': { battery: ['Yes'], connections: ['Bluetooth'] },
  'Samson Expedition Express+': {
    wooferSize: 6,
    battery: ['Yes'],
    connections: ['XLR', 'TRS jack', '3.5 mm', 'Bluetooth'],
  },
  'Soundboks Go': { maxSpl: 121, battery: ['Yes'], batteryLife: 40, connections: ['Bluetooth'] },
  'Yamaha STAGEPAS 100BTR': { battery: ['Yes'], connections: ['Bluetooth'] },

  'Bose L1 Pro8': { channels: 3, connections: ['XLR', 'TRS jack', 'Bluetooth'] },
  'Bose L1 Pro16': { channels: 3, connections: ['XLR', 'TRS jack', 'Bluetooth'] },
  'JBL EON ONE MK2': {
    powerPeak: 1500,
    wooferSize: 8,
    channels: 5,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'JBL PRX ONE': { wooferSize: 12, channels: 7, connections: ['XLR', 'TRS jack', 'Bluetooth'] },
  'Electro-Voice EVOLVE 30M': {
    wooferSize: 10,
    channels: 8,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'Electro-Voice EVOLVE 50M': {
    wooferSize: 12,
    channels: 8,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'RCF EVOX J8': { wooferSize: 12, connections: ['XLR'] },
  'RCF EVOX JMIX8': { wooferSize: 12, channels: 8, connections: ['XLR', 'TRS jack', 'Bluetooth'] },
  'Yamaha STAGEPAS 1K mkII': {
    powerPeak: 1100,
    wooferSize: 12,
    channels: 5,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'Mackie SRM-Flex': {
    powerPeak: 1300,
    wooferSize: 10,
    channels: 6,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
  'LD Systems MAUI 11 G3': {
    wooferSize: 8,
    channels: 3,
    connections: ['XLR', 'TRS jack', 'Bluetooth'],
  },
};
