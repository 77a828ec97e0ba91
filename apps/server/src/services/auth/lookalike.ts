import { rectifyConfusion } from 'unicode-confusables';

/**
 * What an address looks like, after Unicode's confusables (UTS #39: Cyrillic 'а' is 'a', dotless
 * 'ı' is 'i', 'rn' is 'm') and with accents taken off: two addresses with one skeleton are easy to
 * take for each other. Works on core's one form of the address.
 */
export function skeleton(email: string): string {
  return rectifyConfusion(email.normalize('NFD'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** Whether `email` would pass for one of `staff` without being it. */
export function looksLikeStaff(email: string, staff: string[]): boolean {
  const shape = skeleton(email);
  return staff.some((address) => address !== email && skeleton(address) === shape);
}
