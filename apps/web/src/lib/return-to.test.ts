import { describe, expect, it } from 'vitest';
import { returnPath, returnToState } from './return-to';

describe('returnPath', () => {
  it('follows a path of this shop, with its query', () => {
    expect(returnPath(returnToState('/admin'))).toBe('/admin');
    expect(returnPath(returnToState('/checkout?orderId=abc'))).toBe('/checkout?orderId=abc');
  });

  it.each([
    ['no state', null],
    ['another state', { category: 'Amplifiers' }],
    ['another site', { returnTo: 'https://evil.example/' }],
    ['a protocol-relative address', { returnTo: '//evil.example' }],
    ['a backslash', { returnTo: '/\\evil.example' }],
    ['a script', { returnTo: 'javascript:alert(1)' }],
    ['not text', { returnTo: 42 }],
  ])('goes home for %s', (_, state) => {
    expect(returnPath(state)).toBe('/');
  });
});
