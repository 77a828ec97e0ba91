import type { AttributeValues } from '@avstore/core';

/**
 * Wireless microphone systems. 'microphones' counts the transmitters in the box; range is the
 * maker's line-of-sight figure and battery life that of one transmitter.
 */
export const WIRELESS_ATTRIBUTES: Record<string, AttributeValues> = {
  'Shure BLX24/SM58': {
    wirelessBand: ['UHF'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    range: 91,
    batteryLife: 14,
  },
  'Shure BLX288/PG58': {
    wirelessBand: ['UHF'],
    microphones: 2,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    range: 91,
    batteryLife: 14,
  },
  'Shure SLXD24/SM58': {
    wirelessBand: ['UHF'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    range: 100,
    batteryLife: 8,
  },
  'Shure QLXD24/B58': {
    wirelessBand: ['UHF'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Supercardioid'],
    range: 100,
  },
  'Shure GLXD24+/SM58': {
    wirelessBand: ['2.4 GHz', '5.8 GHz'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    batteryLife: 12,
  },
  'Sennheiser XSW 1-835': {
    wirelessBand: ['UHF'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    range: 75,
  },
  'Sennheiser EW-D 835-S': {
    wirelessBand: ['UHF'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    range: 100,
  },
  'Audio-Technica ATW-1102': {
    wirelessBand: ['2.4 GHz'],
    microphones: 1,
    micType: ['Dynamic'],
    polarPattern: ['Cardioid'],
    range: 30,
  },
  'AKG WMS40 Mini Vocal Set': {
    wirelessBand: ['UHF'],
    microphones: 1,
    micType: ['Dynamic'],
    batteryLife: 30,
  },
  'Rode Wireless GO II': {
    wirelessBand: ['2.4 GHz'],
    microphones: 2,
    micType: ['Condenser'],
    polarPattern: ['Omnidirectional'],
    range: 200,
    batteryLife: 7,
  },
  'Rode Wireless PRO': {
    wirelessBand: ['2.4 GHz'],
    microphones: 2,
    micType: ['Condenser'],
    polarPattern: ['Omnidirectional'],
    range: 260,
  },
  'Samson Stage 212': { wirelessBand: ['VHF'], microphones: 2, micType: ['Dynamic'] },
  'Behringer ULM302MIC': { wirelessBand: ['2.4 GHz'], microphones: 2, micType: ['Dynamic'] },
};
