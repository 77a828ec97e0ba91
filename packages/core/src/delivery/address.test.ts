import { describe, expect, it } from 'vitest';
import { addressIssues, type AddressFields } from './address';

const colombo: AddressFields = {
  phone: '077 123 4567',
  country: 'Sri Lanka',
  address: '12 Galle Road',
  city: 'Colombo',
  zipCode: '',
  district: 'Colombo',
};
const messages = (fields: AddressFields, method: 'delivery' | 'pickup' = 'delivery') =>
  Object.fromEntries(addressIssues(fields, method).map((i) => [i.field, i.message]));

describe('addressIssues in Sri Lanka', () => {
  it('takes a district, a city, no postcode and a mobile number', () => {
    expect(addressIssues(colombo, 'delivery')).toEqual([]);
    expect(addressIssues({ ...colombo, zipCode: '00300' }, 'delivery')).toEqual([]);
  });

  it('asks for the district, from the list', () => {
    expect(messages({ ...colombo, district: '' })).toEqual({
      district: 'Please choose a district',
    });
    expect(messages({ ...colombo, district: null })).toEqual({
      district: 'Please choose a district',
    });
    expect(messages({ ...colombo, district: 'Western' })).toEqual({
      district: 'Please choose a district from the list',
    });
  });

  it('takes a postcode of 5 digits only', () => {
    for (const zipCode of ['0030', '003000', 'CO 3', '00100A'])
      expect(messages({ ...colombo, zipCode })).toEqual({
        zipCode: 'A postcode has 5 digits, such as 10350',
      });
  });

  it('asks for a Sri Lankan mobile number', () => {
    expect(messages({ ...colombo, phone: '011 234 5678' })).toEqual({
      phone: 'Please enter a Sri Lankan mobile number, such as 077 123 4567',
    });
  });

  it('asks for the address and the city', () => {
    expect(messages({ ...colombo, address: '', city: '' })).toEqual({
      address: 'This field is required',
      city: 'This field is required',
    });
  });
});

describe('addressIssues elsewhere', () => {
  const abroad: AddressFields = {
    phone: '+91 98765 43210',
    country: 'India',
    address: '4 MG Road',
    city: 'Chennai',
    zipCode: '600001',
    district: '',
  };

  it('keeps the free-text form: country, address, city and zip code, any phone', () => {
    expect(addressIssues(abroad, 'delivery')).toEqual([]);
    expect(messages({ ...abroad, zipCode: '', country: 'Atlantis', phone: 'call me' })).toEqual({
      zipCode: 'This field is required',
      country: 'Please choose a country from the list',
      phone: 'Please enter a valid phone number',
    });
  });

  it('asks nothing of the address for store pickup, and any phone', () => {
    expect(addressIssues({ phone: '+44 20 7946 0958' }, 'pickup')).toEqual([]);
    expect(messages({ phone: 'x' }, 'pickup')).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});
