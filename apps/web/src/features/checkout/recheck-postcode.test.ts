import { describe, expect, it } from 'vitest';
import { makeCheckoutFields } from '../../testing';
import { afterCountryChange } from './recheck-postcode';

describe('afterCountryChange', () => {
  const chennai = makeCheckoutFields({ country: 'India', zipCode: '600001', district: '' });

  it("drops a Sri Lankan postcode message once the postcode's own country is chosen", () => {
    const shown = {
      zipCode: 'A postcode has 5 digits, such as 10350',
      city: 'This field is required',
    };
    expect(afterCountryChange(shown, chennai)).toEqual({ city: 'This field is required' });
  });

  it("checks the postcode by the new country's rule", () => {
    const toSriLanka = { ...chennai, country: 'Sri Lanka' };
    expect(afterCountryChange({}, toSriLanka)).toEqual({
      zipCode: 'A postcode has 5 digits, such as 10350',
    });
    expect(afterCountryChange({}, { ...toSriLanka, zipCode: '10350' })).toEqual({});
  });

  it("drops the old country's message and leaves an untouched empty postcode alone", () => {
    const abroad = { ...chennai, zipCode: '' };
    expect(afterCountryChange({ country: 'We deliver only to Sri Lanka' }, abroad)).toEqual({});
    expect(afterCountryChange({ zipCode: 'This field is required' }, abroad)).toEqual({
      zipCode: 'This field is required',
    });
  });
});
