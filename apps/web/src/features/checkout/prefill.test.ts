import { describe, expect, it } from 'vitest';
import type { CustomerFields } from './customer-values';
import { prefill, type RememberedDetails } from './prefill';

const empty: CustomerFields = {
  email: 'kumar@example.lk',
  firstName: '',
  lastName: '',
  phone: '',
  country: 'Sri Lanka',
  address: '',
  city: '',
  zipCode: '',
  district: '',
};
const remembered: RememberedDetails = {
  firstName: 'Kumar',
  lastName: 'Sivakumar',
  phone: '+94771234567',
  country: 'Sri Lanka',
  address: '5 Hospital Road',
  city: 'Point Pedro',
  zipCode: '40000',
  district: 'Jaffna',
  deliveryMethod: 'delivery',
};

describe('prefill', () => {
  it('fills an untouched form with the remembered details, the e-mail kept', () => {
    expect(prefill(empty, remembered)).toEqual({ ...empty, ...rememberedFields() });
  });

  it('keeps what the shopper typed before the details arrived', () => {
    const typed = { ...empty, firstName: 'Kumaran', district: 'Colombo' };
    expect(prefill(typed, remembered)).toMatchObject({
      firstName: 'Kumaran',
      lastName: 'Sivakumar',
      district: 'Colombo',
      country: 'Sri Lanka',
      address: '5 Hospital Road',
    });
  });

  it('takes a country abroad with no district', () => {
    const abroad = { ...remembered, country: 'India', district: null, city: 'Chennai' };
    expect(prefill(empty, abroad)).toMatchObject({
      country: 'India',
      district: '',
      city: 'Chennai',
    });
  });
});

function rememberedFields() {
  const { deliveryMethod: _, district, ...rest } = remembered;
  return { ...rest, district: district ?? '' };
}
