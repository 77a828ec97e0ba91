import { describe, expect, it } from 'vitest';
import { makeCheckoutFields, makeDeliveryDetails } from '../../testing';
import { prefill } from './prefill';

const empty = makeCheckoutFields();
// Kumar Sivakumar, 5 Hospital Road, Point Pedro, Jaffna.
const remembered = makeDeliveryDetails();

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

  it('fills a postcode only into the form of its own country', () => {
    const chennai = { ...remembered, country: 'India', district: null, zipCode: '600001' };
    expect(prefill(empty, chennai)).toMatchObject({ country: 'India', zipCode: '600001' });
    // The shopper has started a Sri Lankan address: the Indian postcode stays out of it.
    const started = { ...empty, district: 'Colombo' };
    expect(prefill(started, chennai)).toMatchObject({ country: 'Sri Lanka', zipCode: '' });
  });
});

function rememberedFields() {
  const { deliveryMethod: _, district, ...rest } = remembered;
  return { ...rest, district: district ?? '' };
}
