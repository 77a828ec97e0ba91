import { isIPv6 } from 'node:net';

/**
 * Where an order came from, as the unconfirmed accounts of one address are counted together
 * (docs/product.md §11 "What unpaid orders may hold"): an IPv4 address as it is (also when written
 * as IPv6, ::ffff:203.0.113.9), an IPv6 address as its /64, since one device or home is given a
 * whole /64 and picks any address in it ('2001:db8:1:2::/64').
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip).slice(0, 4);
  return `${groups.map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The 8 groups of an IPv6 address, '::' filled in and a trailing IPv4 part turned into two. */
function ipv6Groups(ip: string): string[] {
  let text = ip.split('%')[0]!;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right];
}
