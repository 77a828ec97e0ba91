// Issue #23: the unconfirmed accounts of one address are counted together; an IPv6 client by
// its /64, which one device or home picks addresses from at will.
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/services/rate-limit/client-address';

describe('clientAddress', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('gives an IPv6 address its /64, however it is written', () => {
    for (const ip of [
      '2001:db8:1:2::5',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2:0:0:0:1',
      '2001:db8:1:2::1%eth0',
    ])
      expect(clientAddress(ip), ip).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
    expect(clientAddress('2001:db8:1:3::5')).not.toBe(clientAddress('2001:db8:1:2::5'));
  });
});
