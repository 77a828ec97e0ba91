import type { AttributeValues } from '@avstore/core';

/** Gooseneck microphones. Length in cm, rounded as the sheets give it (18 in → 46 cm). */
export const PODIUM_ATTRIBUTES: Record<string, AttributeValues> = {
  'Shure MX418/C': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    length: 46,
    lowFrequency: 50,
    highFrequency: 17,
    connections: ['XLR'],
  },
  'Shure MX412/C': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    length: 30,
    lowFrequency: 50,
    highFrequency: 17,
    connections: ['XLR'],
  },
  'Shure CVG18-B/C': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    length: 46,
    connections: ['XLR'],
  },
  'Audio-Technica ES915H18': {
    micType: ['Condenser'],
    polarPattern: ['Hypercardioid'],
    length: 46,
    connections: ['XLR'],
  },
  'Audio-Technica U857QL': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    connections: ['XLR'],
  },
  'Audio-Technica PRO 49Q': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    connections: ['XLR'],
  },
  'AKG CGN321 STS': { micType: ['Condenser'], polarPattern: ['Cardioid'], connections: ['XLR'] },
  'Sennheiser MEG 14-40 B': { micType: ['Condenser'], polarPattern: ['Cardioid'], length: 40 },
  'Samson CM15P': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    length: 38,
    connections: ['XLR'],
  },
  'Audix MicroPod 12': {
    micType: ['Condenser'],
    polarPattern: ['Cardioid'],
    length: 30,
    connections: ['XLR'],
  },
};
