import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '@avstore/core';
import { deliveryRequest, formValues, THRESHOLD, timeField } from './delivery-form';

const rates = {
  charges: DISTRICTS.map((district) => ({
    district,
    province: '',
    charge: district === 'Jaffna' ? 1500 : 0,
    deliveryTime: district === 'Jaffna' ? '3-5 working days' : null,
  })),
  freeThreshold: null,
};

describe('the delivery form', () => {
  it('shows a charge of 0 and no threshold as empty boxes', () => {
    const values = formValues(rates);
    expect(values.charges.Jaffna).toBe('1500');
    expect(values.charges.Colombo).toBe('');
    expect(values.times).toMatchObject({ Jaffna: '3-5 working days', Colombo: '' });
    expect(values.freeThreshold).toBe('');
  });

  it('sends every district, an empty box as 0, and no threshold as null', () => {
    const values = formValues(rates);
    values.charges.Galle = ' 750.50 ';
    values.times.Galle = ' 1-2 working days ';
    const result = deliveryRequest(values);
    expect('body' in result && result.body.charges).toHaveLength(25);
    expect(result).toMatchObject({
      body: {
        charges: expect.arrayContaining([
          { district: 'Jaffna', charge: 1500, deliveryTime: '3-5 working days' },
          { district: 'Galle', charge: 750.5, deliveryTime: '1-2 working days' },
          { district: 'Colombo', charge: 0, deliveryTime: null },
        ]),
        freeThreshold: null,
      },
    });
  });

  it('puts each message under its own box', () => {
    const values = formValues(rates);
    values.charges.Jaffna = 'abc';
    values.charges.Kandy = '-5';
    values.charges.Galle = '10.005';
    values.freeThreshold = '0';
    values.times.Matara = 'soon';
    expect(deliveryRequest(values)).toEqual({
      errors: {
        Jaffna: 'Enter an amount in rupees',
        [timeField('Matara')]: 'Say the time in days, such as 1-2 working days',
        Kandy: 'A charge cannot be negative',
        Galle: 'Use at most two decimals',
        [THRESHOLD]: 'The threshold must be above 0; leave it empty for no free delivery',
      },
    });
  });
});
