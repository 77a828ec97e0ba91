import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_COUNTRIES,
  deliverOnlyToMessage,
  deliveryChoiceText,
  deliveryCountryIssue,
  parseDeliveryCountries,
} from './delivery-countries';

describe('where the shop delivers', () => {
  it('is Sri Lanka unless the shop says otherwise', () => {
    expect(DEFAULT_DELIVERY_COUNTRIES).toEqual(['Sri Lanka']);
  });

  it('reads the setting as names of the country list, in any case, each once', () => {
    expect(parseDeliveryCountries('Sri Lanka')).toEqual({ countries: ['Sri Lanka'] });
    expect(parseDeliveryCountries(' sri lanka, MALDIVES ,India,india')).toEqual({
      countries: ['Sri Lanka', 'Maldives', 'India'],
    });
    expect(parseDeliveryCountries('Sri Lanka, Atlantis, Narnia')).toEqual({
      unknown: ['Atlantis', 'Narnia'],
    });
    expect(parseDeliveryCountries(' , ')).toEqual({ unknown: [] });
  });

  it('names the countries in its refusal', () => {
    expect(deliverOnlyToMessage(['Sri Lanka'])).toBe('We deliver only to Sri Lanka');
    expect(deliverOnlyToMessage(['Sri Lanka', 'India'])).toBe(
      'We deliver only to Sri Lanka and India',
    );
    expect(deliverOnlyToMessage(['Sri Lanka', 'India', 'Maldives'])).toBe(
      'We deliver only to Sri Lanka, India and Maldives',
    );
  });

  it('refuses a delivery elsewhere, never a pickup', () => {
    const list = ['Sri Lanka', 'Maldives'];
    expect(deliveryCountryIssue('India', 'delivery', list)).toBe(
      'We deliver only to Sri Lanka and Maldives',
    );
    expect(deliveryCountryIssue('Maldives', 'delivery', list)).toBeUndefined();
    expect(deliveryCountryIssue('Sri Lanka', 'delivery', list)).toBeUndefined();
    expect(deliveryCountryIssue('India', 'pickup', list)).toBeUndefined();
    // No country, or one off the list: the address rules ask for one from the list.
    expect(deliveryCountryIssue('', 'delivery', list)).toBeUndefined();
    expect(deliveryCountryIssue('Atlantis', 'delivery', list)).toBeUndefined();
  });
});

describe('deliveryChoiceText', () => {
  it('says anywhere in the one country the shop delivers to, and lists several', () => {
    expect(deliveryChoiceText(['Sri Lanka'])).toBe('To your address, anywhere in Sri Lanka');
    expect(deliveryChoiceText(['Sri Lanka', 'Maldives'])).toBe(
      'To your address in Sri Lanka and Maldives',
    );
  });
});
