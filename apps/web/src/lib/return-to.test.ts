import { describe, expect, it } from 'vitest';
import { returnPath, returnToState, withReturn } from './return-to';

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
    ['a tab browsers drop', { returnTo: '/\t/evil.example' }],
    ['a line break', { returnTo: '/\n/evil.example' }],
    ['a script', { returnTo: 'javascript:alert(1)' }],
    ['the sign-in page itself', { returnTo: '/login?next=/cart' }],
    ['not text', { returnTo: 42 }],
  ])('goes home for %s', (_, state) => {
    expect(returnPath(state)).toBe('/');
  });

  it("reads a link's ?next= when there is no state", () => {
    expect(returnPath(null, '?next=%2Fproduct%2Fshure-sm58')).toBe('/product/shure-sm58');
    expect(returnPath(undefined, `?next=${encodeURIComponent('/shop?q=mixer')}`)).toBe(
      '/shop?q=mixer',
    );
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'evil.example',
    '/signup',
  ])('goes home for ?next=%s', (next) => {
    expect(returnPath(null, `?next=${next}`)).toBe('/');
    expect(returnPath(null, `?next=${encodeURIComponent(next)}`)).toBe('/');
  });
});

describe('withReturn', () => {
  it('carries the page along, and nothing for Home', () => {
    expect(withReturn('/login', '/checkout')).toBe('/login?next=%2Fcheckout');
    expect(returnPath(null, withReturn('/login', '/shop?q=a&b=c').slice(6))).toBe('/shop?q=a&b=c');
    expect(withReturn('/signup', '/')).toBe('/signup');
    expect(withReturn('/login', '//evil.example')).toBe('/login');
  });
});
