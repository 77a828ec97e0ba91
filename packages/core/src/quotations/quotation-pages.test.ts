import { describe, expect, it } from 'vitest';
import { isAppRoute } from '../routes';

describe('the quotation pages the server serves the app for', () => {
  it('are the request, the list and one quotation by its id', () => {
    expect(isAppRoute('/quotations/new')).toBe(true);
    expect(isAppRoute('/account/quotations')).toBe(true);
    expect(isAppRoute('/account/quotations/abcdef12-0000-4000-8000-000000000000')).toBe(true);
    expect(isAppRoute('/account/quotations/nothing')).toBe(false);
    expect(isAppRoute('/account')).toBe(false);
  });
});
