import { describe, expect, it } from 'vitest';
import { addressLine, capitalise, customerName, methodLabel } from './labels';

describe('order labels', () => {
  it('capitalises statuses and names methods', () => {
    expect(capitalise('PENDING')).toBe('Pending');
    expect(capitalise('')).toBe('');
    expect(methodLabel('card')).toBe('Card');
    expect(methodLabel('KOKO')).toBe('KOKO');
    expect(methodLabel('pickup')).toBe('Store Pickup');
    expect(methodLabel('bank')).toBe('Bank');
    expect(methodLabel(undefined)).toBe('N/A');
  });

  it('joins the customer name and address, skipping blanks', () => {
    const customer = {
      firstName: 'Nimal',
      lastName: 'Perera',
      address: '12 Galle Road',
      city: 'Colombo',
      country: 'Sri Lanka',
      zipCode: '00300',
    };
    expect(customerName(customer)).toBe('Nimal Perera');
    expect(customerName({ firstName: 'Nimal', lastName: null })).toBe('Nimal');
    expect(addressLine(customer)).toBe('12 Galle Road, Colombo, Sri Lanka 00300');
    expect(addressLine({ ...customer, address: '', zipCode: '' })).toBe('Colombo, Sri Lanka');
    expect(addressLine(null)).toBe('');
    expect(addressLine({ ...customer, city: 'Point Pedro', district: 'Jaffna', zipCode: '' })).toBe(
      '12 Galle Road, Point Pedro, Jaffna, Sri Lanka',
    );
    expect(addressLine({ ...customer, district: 'Colombo' })).toBe(
      '12 Galle Road, Colombo, Sri Lanka 00300',
    );
  });
});
