import { describe, expect, it } from 'vitest';
import { addressLine, capitalise, customerName, itemCountLabel, methodLabel } from './labels';
import { makeItem, makeOrder } from './testing/order-factory';

describe('order labels', () => {
  it('capitalises statuses and names methods', () => {
    expect(capitalise('PENDING')).toBe('Pending');
    expect(methodLabel('card')).toBe('Card');
    expect(methodLabel('koko')).toBe('KOKO');
    expect(methodLabel('pickup')).toBe('Store Pickup');
    expect(methodLabel('bank')).toBe('Bank');
    expect(methodLabel(undefined)).toBe('N/A');
  });

  it('counts pieces, not lines', () => {
    expect(itemCountLabel([makeItem({ quantity: 2 }), makeItem({ quantity: 1 })])).toBe('3 items');
    expect(itemCountLabel([makeItem({ quantity: 1 })])).toBe('1 item');
    expect(itemCountLabel([])).toBe('0 items');
  });

  it('joins the customer name and address, skipping blanks', () => {
    const { customer } = makeOrder();
    expect(customerName(customer)).toBe('Nimal Perera');
    expect(addressLine(customer)).toBe('12 Galle Road, Colombo, Sri Lanka 00300');
    expect(addressLine({ ...customer, address: '', zipCode: '' })).toBe('Colombo, Sri Lanka');
  });
});
